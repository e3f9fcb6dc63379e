import { describe, expect, it } from 'vitest';
import { href, SCREENS, safeNext, searchHref } from './paths';
import { LOADERS, ROUTES } from './routeTable';

/** Every route and alternate that spec section 2 names. */
const SPEC_ROUTES = [
  '/',
  '/home',
  '/login',
  '/register',
  '/forget-password',
  '/confirm-code',
  '/logout',
  '/profile',
  '/courses-page',
  '/instructors-page',
  '/departments',
  '/my-courses',
  '/my_fav',
  '/my_certificate',
  '/faq',
  '/about_us',
  '/contact_us',
  '/complaint',
  '/terms_condition',
  '/privacy_policy',
  '/intellectual_property',
  '/technical_support_policy',
  '/payment_refund_policy',
  '/attendace_policy',
  '/user_guides',
  '/cart',
  '/single_course/:slug',
  '/single_course/:courseId/exam/:examId',
  '/search-result',
  '/payment-success',
  '/payment-warning',
  '/certificate-design',
  '/slider',
  '/about',
  '/frequently-question',
  '/instructors',
  '/instructor',
  '/coureses',
  '/coureses-free',
  '/coureses-not-completed',
  '/header',
  '/tap',
  '/contant',
  '/certificate',
  '/contant_subscribed',
  '/not_subscribe',
  '/courses',
  '/contact',
  '/faqs',
  '/packages',
];

describe('route table', () => {
  it('has every route of spec section 2, once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(SPEC_ROUTES.filter((p) => !paths.includes(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the reset password screen under both names', () => {
    expect(ROUTES.filter((r) => r.title === 'title.resetPassword').map((r) => r.path)).toEqual([
      '/reset-password',
      '/re-password',
    ]);
  });

  it('keeps cart, profile, my courses, favourites, certificates and the exam for students', () => {
    const studentOnly = ROUTES.filter((r) => r.studentOnly).map((r) => r.path);
    for (const path of [
      '/cart',
      '/profile',
      '/my-courses',
      '/my_fav',
      '/my_certificate',
      '/single_course/:courseId/exam/:examId',
    ]) {
      expect(studentOnly).toContain(path);
    }
    expect(studentOnly).not.toContain('/home');
    expect(studentOnly).not.toContain('/single_course/:slug');
  });

  it('puts the exam route before the course route, so it is not read as a slug', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.indexOf('/single_course/:courseId/exam/:examId')).toBeLessThan(paths.indexOf('/single_course/:slug'));
  });
});

describe('the registry', () => {
  it('gives every screen a lazy loader, a title and at least one path, each path under one screen only', () => {
    for (const [id, def] of Object.entries(SCREENS)) {
      expect(typeof LOADERS[id as keyof typeof LOADERS], id).toBe('function');
      expect(def.title, id).toMatch(/^title\./);
      expect(def.paths.length, id).toBeGreaterThan(0);
    }
    expect(ROUTES.map((r) => r.id).filter((id, i, all) => all.indexOf(id) === i)).toEqual(Object.keys(SCREENS));
  });

  it('loads each screen from its own chunk: none is a placeholder any more', async () => {
    expect((await LOADERS.login()).default.name).toBe('LoginScreen');
    expect((await LOADERS.cart()).default.name).toBe('CartScreen');
    expect((await LOADERS.plans()).default.name).toBe('PlansScreen');
    expect((await LOADERS.paymentSuccess()).default.name).toBe('PaymentResultScreen');
  });
});

describe('href', () => {
  it('links to the canonical path of a screen', () => {
    expect(href('home')).toBe('/home');
    expect(href('resetPassword')).toBe('/reset-password');
    expect(href('faq')).toBe('/faq');
  });

  it('fills and encodes the typed parameters', () => {
    expect(href('course', { slug: 'python-for-beginners' })).toBe('/single_course/python-for-beginners');
    expect(href('course', { slug: 'تصميم/جرافيك' })).toBe(`/single_course/${encodeURIComponent('تصميم/جرافيك')}`);
    expect(href('exam', { courseId: '3', examId: '12' })).toBe('/single_course/3/exam/12');
  });

  it("takes another of the screen's own paths and a query", () => {
    expect(href('courses', {}, { via: '/courses' })).toBe('/courses');
    expect(href('courses', {}, { query: { status: 'free', page: undefined } })).toBe('/courses-page?status=free');
    expect(href('login', {}, { query: { next: '/my_fav?page=2' } })).toBe('/login?next=%2Fmy_fav%3Fpage%3D2');
  });

  it('refuses at compile time what the registry does not declare', () => {
    // @ts-expect-error: the course needs its slug.
    expect(() => href('course')).toThrow(/slug/);
    // @ts-expect-error: /faqs is not a path of the courses screen.
    expect(href('courses', {}, { via: '/faqs' })).toBe('/faqs');
    // @ts-expect-error: no such screen.
    expect(() => href('nowhere')).toThrow();
  });
});

describe('searchHref', () => {
  it('opens the search route only for a non-blank trimmed term', () => {
    expect(searchHref('  react  ')).toBe('/search-result?term=react');
    expect(searchHref('تصميم الجرافيك')).toBe(`/search-result?term=${encodeURIComponent('تصميم الجرافيك')}`);
    expect(searchHref('')).toBeNull();
    expect(searchHref('   ')).toBeNull();
    expect(searchHref('a&b=c')).toBe('/search-result?term=a%26b%3Dc');
  });
});

describe('safeNext', () => {
  it('accepts same-site paths only', () => {
    expect(safeNext('/cart')).toBe('/cart');
    expect(safeNext('/search-result?term=x')).toBe('/search-result?term=x');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('javascript:alert(1)')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });

  it('refuses control characters that URL parsing would drop, and the login and logout pages', () => {
    expect(safeNext('/\t/evil.example')).toBeNull();
    expect(safeNext('/\n/evil.example')).toBeNull();
    expect(safeNext(decodeURIComponent('/%09/evil.example'))).toBeNull();
    expect(safeNext('/logout')).toBeNull();
    expect(safeNext('/login?next=/cart')).toBeNull();
    expect(safeNext('/my_fav?page=2#top')).toBe('/my_fav?page=2#top');
  });
});
