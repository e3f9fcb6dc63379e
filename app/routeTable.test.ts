import { describe, expect, it } from 'vitest';
import { ROUTES, safeNext, searchHref } from './routeTable';

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
});
