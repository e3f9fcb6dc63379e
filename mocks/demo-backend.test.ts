// @vitest-environment node
// Node, not jsdom: the requests carry real files (jsdom's File and FormData do not reach Node's fetch intact).
/** The demo backend behaves like a real one: flows change state, bad input is refused without harm. */
import * as api from '@dars/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { COUPONS, catalogue, DEMO_CODE, DEMO_STUDENT, demoStore, resetDemoStore } from './index.ts';

const BASE = 'http://demo.test';
let token: string | null = null;
let lang: 'ar' | 'en' = 'en';

beforeEach(() => {
  resetDemoStore();
  token = null;
  lang = 'en';
  api.resetApiConfig();
  api.configureApi({ baseUrl: BASE, getLang: () => lang, getToken: () => token, infoPassword: null, getRetries: 0 });
});

const signIn = async () => {
  token = (await api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).token;
};

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE}/api/v1/${path}`, {
    ...init,
    headers: { lang, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });

describe('seed content', () => {
  it('has the catalogue the issue asks for', async () => {
    const all = await api.getCourses();
    expect(all.items).toHaveLength(40);
    expect(new Set(all.items.map((c) => c.category.id)).size).toBe(8);
    expect(all.items.some((c) => c.status.value === 'free')).toBe(true);
    expect(all.items.some((c) => c.final_price < c.price_before_discount)).toBe(true);
    expect(all.items.some((c) => c.intro_video)).toBe(true);
    expect((await api.getInstructors({ perPage: 20, page: 1 })).items).toHaveLength(12);
    expect(await api.getPlans()).toHaveLength(4);
    expect(await api.getFaqs({ perPage: 1000 })).toHaveLength(30);
    expect(await api.getBanners()).toHaveLength(5);
  });

  it('answers in the language of the lang header', async () => {
    lang = 'ar';
    const ar = (await api.getCourses()).items[0];
    lang = 'en';
    const en = (await api.getCourses()).items[0];
    expect(ar?.id).toBe(en?.id);
    expect(ar?.title).not.toBe(en?.title);
    expect(ar?.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('pages lists: 20 per page with paginate.last_page, search with meta.last_page', async () => {
    const page1 = await api.getCourses({ perPage: 20, page: 1 });
    const page2 = await api.getCourses({ perPage: 20, page: 2 });
    expect(page1.items).toHaveLength(20);
    expect(page1.lastPage).toBe(2);
    expect(page2.items[0]?.id).not.toBe(page1.items[0]?.id);
    const search = await api.searchCourses(catalogue.courses[0]?.title.en.split(' ')[0] ?? 'a');
    expect(search.items.length).toBeGreaterThan(0);
  });

  it('filters by category, status, price and rating', async () => {
    const categoryId = catalogue.categories[0]?.id ?? 0;
    const byCategory = await api.getCourses({ categoryId });
    expect(byCategory.items.length).toBe(5);
    expect(byCategory.items.every((c) => c.category.id === categoryId)).toBe(true);
    const free = await api.getCourses({ status: 'free' });
    expect(free.items.every((c) => c.status.value === 'free')).toBe(true);
    const five = await api.getCourses({ rate: [5] });
    expect(five.items.every((c) => Math.round(c.rating.average) === 5)).toBe(true);
  });

  it('hides the paths of locked lessons from visitors', async () => {
    const paid = catalogue.courses.find((c) => c.status === 'paid');
    const sections = await api.getCourseSections(paid?.slug ?? '');
    const locked = sections.flatMap((s) => s.videos).filter((v) => v.status_value === 'locked');
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((v) => v.path === '')).toBe(true);
    expect(sections[0]?.videos.every((v) => v.status_value === 'free' && v.path)).toBe(true);
  });
});

describe('accounts', () => {
  it('register → code → verify → login, with the fixed demo code', async () => {
    const email = 'new.student@example.com';
    await api.register({
      name: 'New',
      email,
      password: 'secret1',
      confirm_password: 'secret1',
      phone_key: '+20',
      phone: '1000000001',
    });
    await expect(api.login({ email, password: 'secret1' })).rejects.toMatchObject({ kind: 'http', status: 403 });
    await expect(api.verifyCode(email, '000000')).rejects.toMatchObject({
      status: 422,
      fieldErrors: { verification_code: expect.any(String) },
    });
    await api.verifyCode(email, DEMO_CODE);
    const session = await api.login({ email, password: 'secret1' });
    expect(session.user.email).toBe(email);
    token = session.token;
    expect((await api.getNotifications()).length).toBe(1);
  });

  it('refuses a taken email and missing fields with per-field errors and the message', async () => {
    const error = await api
      .register({
        name: '',
        email: DEMO_STUDENT.email,
        password: 'a',
        confirm_password: 'b',
        phone_key: '+20',
        phone: '',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect((error as api.ApiError).fieldErrors).toMatchObject({
      name: 'This field is required.',
      email: 'The email has already been taken.',
      phone: 'This field is required.',
      password: 'The password must be at least 6 characters.',
    });
    expect((error as api.ApiError).serverMessage).toBeTruthy();
  });

  it('gives the server message for a wrong password, in the request language', async () => {
    lang = 'ar';
    await expect(api.login({ email: DEMO_STUDENT.email, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    });
  });

  it('forgot → send code → verify → reset → login with the new password', async () => {
    await expect(
      api.resetPassword({ email: DEMO_STUDENT.email, password: 'Fresh123', password_confirmation: 'Fresh123' }),
    ).rejects.toMatchObject({ status: 403 });
    await api.sendCode(DEMO_STUDENT.email);
    await api.verifyCode(DEMO_STUDENT.email, DEMO_CODE);
    await api.resetPassword({ email: DEMO_STUDENT.email, password: 'Fresh123', password_confirmation: 'Fresh123' });
    await expect(api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).rejects.toMatchObject({
      status: 401,
    });
    await expect(api.login({ email: DEMO_STUDENT.email, password: 'Fresh123' })).resolves.toMatchObject({
      user: { email: DEMO_STUDENT.email },
    });
  });

  it('send code refuses an unknown email', async () => {
    await expect(api.sendCode('nobody@example.com')).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: expect.any(String) },
    });
  });

  it('updates the profile with an image that is then served, and refuses a non-image', async () => {
    await signIn();
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' });
    const result = await api.updateProfile({
      name: 'Sara Ahmed',
      email: DEMO_STUDENT.email,
      phone_key: '20',
      phone: '1011112222',
      image: png,
    });
    // Absolute on the origin the call went to, so an app on another origin loads it from the API.
    expect(result.image).toMatch(/^http:\/\/demo\.test\/demo-media\/uploads\//);
    const served = await fetch(result.image ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(await api.getProfile()).toMatchObject({ name: 'Sara Ahmed', phone_key: '20', phone: '1011112222' });
    const text = new File(['hello'], 'x.txt', { type: 'text/plain' });
    await expect(
      api.updateProfile({ name: 'X', email: DEMO_STUDENT.email, phone_key: '20', phone: '1', image: text }),
    ).rejects.toMatchObject({ fieldErrors: { image: expect.any(String) } });
    expect((await api.getProfile()).name).toBe('Sara Ahmed');
  });

  it('changes the password only with the current one', async () => {
    await signIn();
    await expect(
      api.changePassword({ old_password: 'nope', new_password: 'abcdef', confirm_password: 'abcdef' }),
    ).rejects.toMatchObject({ fieldErrors: { old_password: expect.any(String) } });
    await api.changePassword({
      old_password: DEMO_STUDENT.password,
      new_password: 'abcdef1',
      confirm_password: 'abcdef1',
    });
    await expect(api.login({ email: DEMO_STUDENT.email, password: 'abcdef1' })).resolves.toBeTruthy();
  });
});

describe('the seeded student', () => {
  beforeEach(signIn);

  it('has courses in progress and finished, favourites, certificates, a plan, a cart of two and >10 unread', async () => {
    const mine = (await api.getMyCourses(1)).items;
    expect(mine.some((c) => c.progress === 100)).toBe(true);
    expect(mine.some((c) => c.progress > 0 && c.progress < 100)).toBe(true);
    expect((await api.getNotCompletedCourses()).every((c) => c.progress < 100)).toBe(true);
    expect((await api.getMyFavorites(1)).items.length).toBeGreaterThanOrEqual(3);
    expect((await api.getMyCertificates(1)).items.length).toBeGreaterThanOrEqual(2);
    expect((await api.getMyPlan()).my_plan).toMatchObject({
      courses_limit: expect.any(Number),
      status: { title: 'Active' },
    });
    expect((await api.getCartCourses()).courses).toHaveLength(2);
    expect((await api.getNotifications()).filter((n) => !n.is_read).length).toBeGreaterThan(10);
  });
});

describe('media, guide and payment URLs', () => {
  beforeEach(signIn);

  /** Every string in a reply that names one of the demo server's own files or pages. */
  const demoUrls = (value: unknown): string[] => {
    if (typeof value === 'string') return /\/demo-(media|payment)\//.test(value) ? [value] : [];
    if (Array.isArray(value)) return value.flatMap(demoUrls);
    if (value && typeof value === 'object') return Object.values(value).flatMap(demoUrls);
    return [];
  };
  const replyOf = async (url: string) =>
    (await fetch(url, { headers: { lang, Authorization: `Bearer ${token}` } })).json();

  it('are absolute on the origin of the request, in every reply that carries them', async () => {
    const slug = (await api.getNotCompletedCourses())[0]?.slug ?? '';
    const paths = [
      'info',
      'banners',
      'courses?per_page=40',
      'categories',
      'instructors?per_page=20',
      'plans',
      `courses/${slug}`,
      `courses/${slug}/sections`,
      `courses/${slug}/reviews`,
      'profile',
      'profile/my-courses',
      'profile/my-certificate',
    ];
    const urls: string[] = [];
    for (const path of paths) urls.push(...demoUrls(await replyOf(`${BASE}/api/v1/${path}`)));
    // Logo, about image, guides, covers, avatars, clips, PDFs and certificates are all there...
    for (const kind of [
      'logo.svg',
      'guides/',
      'covers/',
      'avatars/',
      'videos/',
      'pdfs/',
      'certificates/',
      'banners/',
    ]) {
      expect(
        urls.some((u) => u.includes(`/demo-media/${kind}`)),
        kind,
      ).toBe(true);
    }
    // ...and none is site-relative, which a web app on another origin would resolve against itself.
    expect(urls.filter((u) => !u.startsWith(`${BASE}/demo-media/`))).toEqual([]);
  });

  it('follow the origin the request was sent to', async () => {
    const info = (await replyOf('http://api.elsewhere.test/api/v1/info')) as { data: { logo: string } };
    expect(info.data.logo).toBe('http://api.elsewhere.test/demo-media/logo.svg');
  });

  it('send a payment back to the web app that asked for it, on its own origin', async () => {
    const [first, second] = (await api.getCartCourses()).courses;
    const checkout = (id: number) =>
      fetch(`${BASE}/api/v1/payment/checkout`, {
        method: 'POST',
        headers: { lang, Authorization: `Bearer ${token}`, Origin: 'http://web.test' },
        body: new URLSearchParams({ invoice_type: 'course_subscription', course_id: String(id) }),
      }).then((r) => r.json() as Promise<{ data: { url: string } }>);
    const paying = (await checkout(first?.id ?? 0)).data.url;
    expect(paying).toMatch(/^http:\/\/demo\.test\/demo-payment\//);
    const paid = await fetch(`${paying}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe('http://web.test/payment-success');
    const cancelling = (await checkout(second?.id ?? 0)).data.url;
    const cancelled = await fetch(`${cancelling}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe('http://web.test/payment-warning');
  });
});

describe('student actions', () => {
  beforeEach(signIn);

  it('subscribing to a free course (by id or slug) puts it in my courses', async () => {
    const mine = async () => (await api.getMyCourses(1)).items.map((c) => c.id);
    const already = await mine();
    const [a, b] = catalogue.courses.filter((c) => c.status === 'free' && !already.includes(c.id)).slice(-2);
    expect(a && b).toBeTruthy();
    await api.subscribeCourse(a?.id ?? 0);
    await api.subscribeCourse(b?.slug ?? '');
    expect(await mine()).toEqual(expect.arrayContaining([a?.id, b?.id]));
    expect((await api.getCourse(a?.slug ?? '')).is_subscribed).toBe(true);
    await expect(api.subscribeCourse(a?.id ?? 0)).rejects.toMatchObject({ status: 422 });
  });

  it('refuses subscribe and favourite without a token (401) and for an unknown course (404)', async () => {
    await expect(api.subscribeCourse('no-such-course')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'The course was not found.',
    });
    token = null;
    await expect(api.subscribeCourse(1)).rejects.toMatchObject({ status: 401 });
    await expect(api.toggleFavorite(1)).rejects.toMatchObject({ status: 401 });
    await expect(api.getProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('toggles favourites both ways', async () => {
    const course = catalogue.courses.at(-1);
    const before = (await api.getCourse(course?.slug ?? '')).is_favorite;
    expect((await api.toggleFavorite(course?.id ?? 0)).status).toBe(200);
    expect((await api.getCourse(course?.slug ?? '')).is_favorite).toBe(!before);
    await api.toggleFavorite(course?.id ?? 0);
    expect((await api.getCourse(course?.slug ?? '')).is_favorite).toBe(before);
  });

  it('cart: coupons change the price details; an expired coupon is refused; remove-coupon restores', async () => {
    const before = await api.getCartPriceDetails();
    expect(before.coupon_applied).toBe(false);
    expect(before.tax).toBe(14);
    expect(before.total_price).toBeCloseTo(before.sub_total * 1.14, 2);
    await api.addCoupon('DARS10');
    const after = await api.getCartPriceDetails();
    expect(after).toMatchObject({ coupon_applied: true, coupon_code: 'DARS10' });
    expect(after.discount_value).toBeCloseTo(before.sub_total * 0.1, 2);
    expect(after.total_price).toBeLessThan(before.total_price);
    const expired = COUPONS.find((c) => c.expired)?.code ?? '';
    await expect(api.addCoupon(expired)).rejects.toMatchObject({ fieldErrors: { coupon: 'This coupon has expired.' } });
    expect((await api.getCartPriceDetails()).coupon_code).toBe('DARS10');
    await api.removeCoupon();
    expect(await api.getCartPriceDetails()).toEqual(before);
  });

  it('cart: toggle-cart removes a course and the totals follow', async () => {
    const [first] = (await api.getCartCourses()).courses;
    await api.toggleCart(first?.id ?? 0);
    expect((await api.getCartCourses()).courses.map((c) => c.id)).not.toContain(first?.id);
    expect((await api.getCartPriceDetails()).sub_total).toBe(
      (await api.getCartCourses()).courses.reduce((s, c) => s + c.final_price, 0),
    );
  });

  it('checkout of a paid course redirects to a local payment page; paying subscribes and empties it from the cart', async () => {
    const [first] = (await api.getCartCourses()).courses;
    const result = await api.checkout({ invoice_type: 'course_subscription', course_id: first?.id ?? 0 });
    expect(result.redirect).toBe(true);
    expect(result.url).toMatch(/^http:\/\/demo\.test\/demo-payment\//);
    const page = await fetch(result.url ?? '');
    expect(await page.text()).toContain('<form method="post"');
    const paid = await fetch(`${result.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://demo.test/payment-success');
    expect((await api.getCourse(first?.slug ?? '')).is_subscribed).toBe(true);
    expect((await api.getCartCourses()).courses.map((c) => c.id)).not.toContain(first?.id);
  });

  it('checkout of a free course answers without a redirect and with a message', async () => {
    const mine = (await api.getMyCourses(1)).items.map((c) => c.id);
    const free = catalogue.courses.find((c) => c.status === 'free' && !mine.includes(c.id));
    const result = await api.checkout({ invoice_type: 'course_subscription', course_id: free?.id ?? 0 });
    expect(result).toMatchObject({ redirect: false, message: 'You have subscribed to the course successfully.' });
  });

  it('watching every video moves progress to 100 and yields a certificate and a notification', async () => {
    const inProgress = (await api.getNotCompletedCourses())[0];
    const before = (await api.getMyCertificates(1)).items.length;
    const sections = await api.getCourseSections(inProgress?.slug ?? '');
    for (const video of sections.flatMap((s) => s.videos)) await api.submitVideo(video.id);
    const course = await api.getCourse(inProgress?.slug ?? '');
    expect(course.progress).toBe(100);
    expect(course.certificate).toMatch(/^http:\/\/demo\.test\/demo-media\/certificates\//);
    expect((await api.getMyCertificates(1)).items.length).toBe(before + 1);
    expect((await api.getNotifications())[0]?.title).toBe('Your certificate is ready');
    const svg = await fetch(course.certificate ?? '');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses to record a view of a locked video', async () => {
    const mine = (await api.getMyCourses(1)).items.map((c) => c.id);
    const paid = catalogue.courses.find((c) => c.status === 'paid' && !mine.includes(c.id));
    const locked = paid?.sections[1]?.videos[0];
    await expect(api.submitVideo(locked?.id ?? 0)).rejects.toMatchObject({ status: 403 });
  });

  it('scores an exam; a question left unanswered (a timed exam out of time) counts as wrong; none answered is refused', async () => {
    const course = (await api.getMyCourses(1)).items[0];
    const exam = (await api.getCourseSections(course?.slug ?? '')).find((s) => s.exam)?.exam;
    const questions = await api.getExamQuestions(exam?.id ?? 0);
    expect(questions).toHaveLength(4);
    await expect(api.submitExam(exam?.id ?? 0, [])).rejects.toMatchObject({
      status: 422,
      serverMessage: 'Please answer all questions.',
    });
    const seed = catalogue.courses.flatMap((c) => c.sections).find((s) => s.exam?.id === exam?.id)?.exam;
    const first = seed?.questions[0];
    const partial = await api.submitExam(exam?.id ?? 0, [
      { question_id: first?.id ?? 0, answer_id: `answer_${first?.correct ?? 1}` as const },
    ]);
    expect(partial).toMatchObject({ score: 1, total: 4 });
    const right = await api.submitExam(
      exam?.id ?? 0,
      (seed?.questions ?? []).map((q) => ({ question_id: q.id, answer_id: `answer_${q.correct}` as const })),
    );
    expect(right).toMatchObject({ score: 4, total: 4 });
  });

  it('reads one notification, all of them, and deletes one', async () => {
    const list = await api.getNotifications();
    const unread = list.filter((n) => !n.is_read);
    await api.readNotification(unread[0]?.id ?? 0);
    expect((await api.getNotifications()).filter((n) => !n.is_read)).toHaveLength(unread.length - 1);
    await api.deleteNotification(list[0]?.id ?? 0);
    expect(await api.getNotifications()).toHaveLength(list.length - 1);
    await api.readAllNotifications();
    expect((await api.getNotifications()).every((n) => n.is_read)).toBe(true);
    await expect(api.readNotification(999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('takes a review from a subscribed student and lists it first', async () => {
    const course = (await api.getMyCourses(1)).items[0];
    await api.addReview(course?.slug ?? '', { rating: 4, comment: 'Clear and practical.' });
    expect((await api.getCourseReviews(course?.slug ?? ''))[0]).toMatchObject({
      rate: 4,
      comment: 'Clear and practical.',
    });
    await expect(api.addReview(course?.slug ?? '', { rating: 0, comment: '' })).rejects.toMatchObject({ status: 422 });
  });

  it('takes a complaint and refuses a blank one field by field', async () => {
    await expect(
      api.sendComplaint({ name: 'A', email: 'a@example.com', address: 'Giza', body: 'More Arabic subtitles please' }),
    ).resolves.toMatchObject({ success: true });
    await expect(api.sendComplaint({ name: '', email: '', address: '', body: '' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: {
        name: expect.any(String),
        email: expect.any(String),
        address: expect.any(String),
        body: expect.any(String),
      },
    });
  });
});

describe('strict input handling', () => {
  it('answers 422 with per-field errors for missing fields and malformed bodies, and changes nothing', async () => {
    const before = JSON.stringify(demoStore.state);
    for (const path of ['login', 'register', 'send/code', 'verify-code', 'reset/password', 'complaint-suggestion']) {
      const response = await raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      });
      expect(response.status, path).toBe(422);
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      expect(Object.keys(body.errors ?? {}).length, path).toBeGreaterThan(0);
    }
    expect(JSON.stringify(demoStore.state)).toBe(before);
  });

  it('answers 401 for every student call without a token', async () => {
    for (const path of [
      'profile',
      'profile/my-plan',
      'profile/my-courses',
      'profile/my-favorites',
      'profile/my-certificate',
      'notifications',
      'cart/courses',
      'cart/price-details',
    ]) {
      expect((await raw(path)).status, path).toBe(401);
    }
    expect((await raw('payment/checkout', { method: 'POST' })).status).toBe(401);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const response = await raw('courses/no-such-slug');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'The course was not found.' });
  });

  it('marks its replies as the demo API', async () => {
    expect((await raw('info')).headers.get('x-dars-demo')).toBeTruthy();
  });
});
