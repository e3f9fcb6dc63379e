// @vitest-environment node
// Node, not jsdom: the requests carry real files (jsdom's File and FormData do not reach Node's fetch intact).
/**
 * The contract: for every call of spec section 7, the api function and the demo handler agree on
 * method, path, query and body encoding; the headers are the spec's; the fields the client reads
 * exist in the handler's reply; and every failure becomes the right ApiError kind.
 */
import { DEMO_CODE, DEMO_STUDENT, resetDemoStore } from '@dars/mocks';
import { server } from '@dars/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from './index';

const BASE = 'http://api.test';
let token: string | null = null;

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  contentType: string;
  bodyText: string;
  form: Record<string, string> | null;
  json: unknown;
  status: number;
  reply: unknown;
}

let seen: Seen[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const copy = request.clone();
    const contentType = copy.headers.get('content-type') ?? '';
    let form: Record<string, string> | null = null;
    let json: unknown = null;
    let bodyText = '';
    if (contentType.includes('multipart/form-data') || contentType.includes('x-www-form-urlencoded')) {
      const data = await copy.formData();
      form = {};
      data.forEach((v, k) => {
        (form as Record<string, string>)[k] = typeof v === 'string' ? v : `[file ${(v as File).type}]`;
      });
    } else {
      bodyText = await copy.text();
      if (contentType.includes('json') && bodyText) json = JSON.parse(bodyText);
    }
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      contentType,
      bodyText,
      form,
      json,
      status: 0,
      reply: null,
    });
  });
  server.events.on('response:mocked', async ({ response }) => {
    const last = seen.at(-1);
    if (!last) return;
    last.status = response.status;
    last.reply = await response
      .clone()
      .json()
      .catch(() => null);
  });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

beforeEach(async () => {
  resetDemoStore();
  api.resetApiConfig();
  token = null;
  api.configureApi({ baseUrl: BASE, getLang: () => 'en', getToken: () => token, infoPassword: null });
  const result = await api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  token = result.token;
  seen = [];
});

const last = () => {
  const s = seen.at(-1);
  if (!s) throw new Error('no request seen');
  return s;
};

const has = (value: unknown, path: string) => {
  let cur: unknown = value;
  for (const key of path.split('.')) {
    if (!cur || typeof cur !== 'object' || !(key in (cur as object))) return false;
    cur = (cur as Record<string, unknown>)[key];
  }
  return true;
};

type Encoding = 'none' | 'json' | 'form' | 'multipart';
interface Row {
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  encoding: Encoding;
  body?: Record<string, unknown>;
  /** Fields the client reads in the reply (dot paths; `data.0.x` for the first item). */
  reads: string[];
  auth: 'student' | 'visitor';
  /** Runs before the call (e.g. to reach the state the call needs). */
  prepare?: () => Promise<void>;
}

const firstCourse = async () => (await api.getCourses({ perPage: 20, page: 1 })).items;
const slugOf = async (status: 'free' | 'paid') => {
  const list = await api.getCourses({ status });
  const course = list.items.find((c) => !c.is_subscribed);
  if (!course) throw new Error('no course');
  return course;
};

const rows: Row[] = [
  // Public information
  {
    name: 'getInfo',
    call: () => api.getInfo(),
    method: 'GET',
    path: '/api/v1/info',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.name',
      'data.logo',
      'data.primary_color',
      'data.secondary_color',
      'data.currency',
      'data.contact_us',
      'data.about_us',
      'data.terms_conditions',
      'data.privacy_policy',
      'data.intellectual_property',
      'data.technical_support_policy',
      'data.payment_and_refund_policy',
      'data.attendance_policy',
      'data.user_guides.instructor_path',
      'data.user_guides.student_path',
    ],
  },
  {
    name: 'getBanners',
    call: () => api.getBanners(),
    method: 'GET',
    path: '/api/v1/banners',
    encoding: 'none',
    auth: 'visitor',
    reads: ['data.0.image', 'data.0.title', 'data.0.description'],
  },
  {
    name: 'getCourses (listing)',
    call: () =>
      api.getCourses({ perPage: 20, page: 2, categoryId: 3, rate: [4, 5], status: 'paid', price: ['free', 'paid'] }),
    method: 'GET',
    path: '/api/v1/courses',
    encoding: 'none',
    auth: 'visitor',
    query: { per_page: '20', page: '2', category_id: '3', rate: '4,5', status: 'paid', price: 'free,paid' },
    reads: ['data', 'paginate.last_page'],
  },
  {
    name: 'getCourses (home, no paging)',
    call: () => api.getCourses(),
    method: 'GET',
    path: '/api/v1/courses',
    encoding: 'none',
    auth: 'visitor',
    query: {},
    reads: [
      'data.0.id',
      'data.0.slug',
      'data.0.title',
      'data.0.image',
      'data.0.category.title',
      'data.0.instructor.name',
      'data.0.instructor.image',
      'data.0.rating.average',
      'data.0.price_before_discount',
      'data.0.final_price',
      'data.0.currency',
      'data.0.status.value',
      'data.0.is_subscribed',
      'data.0.is_favorite',
      'data.0.progress',
      'paginate.last_page',
    ],
  },
  {
    name: 'getCourses (free)',
    call: () => api.getCourses({ status: 'free' }),
    method: 'GET',
    path: '/api/v1/courses',
    encoding: 'none',
    auth: 'visitor',
    query: { status: 'free' },
    reads: ['data'],
  },
  {
    name: 'searchCourses',
    call: () => api.searchCourses('design', 1),
    method: 'GET',
    path: '/api/v1/courses',
    encoding: 'none',
    auth: 'visitor',
    query: { search: 'design', page: '1' },
    reads: ['data', 'meta.last_page'],
  },
  {
    name: 'getCourseFilters',
    call: () => api.getCourseFilters(),
    method: 'GET',
    path: '/api/v1/courses/filters',
    encoding: 'none',
    auth: 'visitor',
    reads: ['data.categories', 'data.price', 'data.reviews'],
  },
  {
    name: 'getCategories (listing)',
    call: () => api.getCategories({ perPage: 100, page: 1 }),
    method: 'GET',
    path: '/api/v1/categories',
    encoding: 'none',
    auth: 'visitor',
    query: { per_page: '100', page: '1' },
    reads: ['data.0.id', 'data.0.title', 'data.0.image', 'data.0.courses_count', 'paginate.last_page'],
  },
  {
    name: 'getCategories (departments)',
    call: () => api.getCategories({ perPage: 20, page: 1 }),
    method: 'GET',
    path: '/api/v1/categories',
    encoding: 'none',
    auth: 'visitor',
    query: { per_page: '20', page: '1' },
    reads: ['data', 'paginate.last_page'],
  },
  {
    name: 'getInstructors (home)',
    call: () => api.getInstructors({ perPage: 16, page: 1 }),
    method: 'GET',
    path: '/api/v1/instructors',
    encoding: 'none',
    auth: 'visitor',
    query: { per_page: '16', page: '1' },
    reads: ['data.0.id', 'data.0.name', 'data.0.image', 'data.0.category.title', 'paginate.last_page'],
  },
  {
    name: 'getPlans',
    call: () => api.getPlans(),
    method: 'GET',
    path: '/api/v1/plans',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.0.id',
      'data.0.title',
      'data.0.description',
      'data.0.image',
      'data.0.final_price',
      'data.0.price_before_discount',
      'data.0.discount',
      'data.0.renewal_price',
      'data.0.duration_per_month',
      'data.0.courses_limit',
    ],
  },
  {
    name: 'getFaqs (home)',
    call: () => api.getFaqs({ perPage: 10, page: 1 }),
    method: 'GET',
    path: '/api/v1/frequently-questions',
    encoding: 'none',
    auth: 'visitor',
    query: { per_page: '10', page: '1' },
    reads: ['success', 'data.0.id', 'data.0.question', 'data.0.answer'],
  },
  {
    name: 'getFaqs (page)',
    call: () => api.getFaqs({ perPage: 1000 }),
    method: 'GET',
    path: '/api/v1/frequently-questions',
    encoding: 'none',
    auth: 'visitor',
    query: { per_page: '1000' },
    reads: ['success', 'data'],
  },
  {
    name: 'sendComplaint',
    call: () =>
      api.sendComplaint({ name: 'Omar', email: 'omar@example.com', address: 'Cairo', body: 'Please add subtitles.' }),
    method: 'POST',
    path: '/api/v1/complaint-suggestion',
    encoding: 'form',
    auth: 'visitor',
    body: { name: 'Omar', email: 'omar@example.com', address: 'Cairo', body: 'Please add subtitles.' },
    reads: ['success', 'message'],
  },
  {
    name: 'getCourse',
    call: async () => api.getCourse((await slugOf('paid')).slug),
    method: 'GET',
    path: '/api/v1/courses/:slug',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.id',
      'data.slug',
      'data.title',
      'data.intro_video',
      'data.description',
      'data.category',
      'data.instructor',
      'data.rating.average',
      'data.duration',
      'data.language',
      'data.students_count',
      'data.sections_count',
      'data.videos_count',
      'data.status.value',
      'data.status.title',
      'data.is_subscribed',
      'data.progress',
      'data.certificate',
      'data.created_at',
    ],
  },
  {
    name: 'getCourseReviews',
    call: async () => api.getCourseReviews((await firstCourse())[0]?.slug ?? ''),
    method: 'GET',
    path: '/api/v1/courses/:slug/reviews',
    encoding: 'none',
    auth: 'visitor',
    reads: ['data'],
  },
  {
    name: 'getCourseSections',
    call: async () => api.getCourseSections((await slugOf('paid')).slug),
    method: 'GET',
    path: '/api/v1/courses/:slug/sections',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.0.id',
      'data.0.title',
      'data.0.videos.0.id',
      'data.0.videos.0.title',
      'data.0.videos.0.path',
      'data.0.videos.0.duration',
      'data.0.videos.0.status_value',
      'data.0.videos.0.view',
      'data.0.pdfs',
      'data.0.exam',
      'data.0.status',
      'data.0.exam_duration',
    ],
  },
  // Account
  {
    name: 'login',
    call: () => api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
    method: 'POST',
    path: '/api/v1/login',
    encoding: 'json',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    reads: ['data.token', 'data.user', 'message'],
  },
  {
    name: 'register',
    call: () =>
      api.register({
        name: 'Laila',
        email: 'laila@example.com',
        password: 'secret1',
        confirm_password: 'secret1',
        phone_key: 'SA',
        phone: '555000111',
      }),
    method: 'POST',
    path: '/api/v1/register',
    encoding: 'json',
    auth: 'visitor',
    body: {
      name: 'Laila',
      email: 'laila@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
      phone_key: 'SA',
      phone: '555000111',
    },
    reads: ['success', 'message'],
  },
  {
    name: 'sendCode',
    call: () => api.sendCode(DEMO_STUDENT.email),
    method: 'POST',
    path: '/api/v1/send/code',
    encoding: 'form',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email },
    reads: ['message'],
  },
  {
    name: 'verifyCode',
    prepare: async () => void (await api.sendCode(DEMO_STUDENT.email)),
    call: () => api.verifyCode(DEMO_STUDENT.email, DEMO_CODE),
    method: 'POST',
    path: '/api/v1/verify-code',
    encoding: 'form',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email, verification_code: DEMO_CODE },
    reads: ['success', 'message'],
  },
  {
    name: 'resetPassword',
    prepare: async () => {
      await api.sendCode(DEMO_STUDENT.email);
      await api.verifyCode(DEMO_STUDENT.email, DEMO_CODE);
    },
    call: () =>
      api.resetPassword({ email: DEMO_STUDENT.email, password: 'NewPass1', password_confirmation: 'NewPass1' }),
    method: 'POST',
    path: '/api/v1/reset/password',
    encoding: 'form',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email, password: 'NewPass1', password_confirmation: 'NewPass1' },
    reads: ['message'],
  },
  {
    name: 'getProfile',
    call: () => api.getProfile(),
    method: 'GET',
    path: '/api/v1/profile',
    encoding: 'none',
    auth: 'student',
    reads: ['data.name', 'data.email', 'data.phone_key', 'data.phone', 'data.image'],
  },
  {
    name: 'updateProfile',
    call: () =>
      api.updateProfile({
        name: 'Sara A.',
        email: DEMO_STUDENT.email,
        phone_key: '966',
        phone: '501234567',
        image: new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
      }),
    method: 'POST',
    path: '/api/v1/profile/update',
    encoding: 'multipart',
    auth: 'student',
    body: {
      name: 'Sara A.',
      email: DEMO_STUDENT.email,
      phone_key: '966',
      phone: '501234567',
      image: '[file image/png]',
    },
    reads: ['success', 'data.image'],
  },
  {
    name: 'changePassword',
    call: () =>
      api.changePassword({
        old_password: DEMO_STUDENT.password,
        new_password: 'Another1',
        confirm_password: 'Another1',
      }),
    method: 'POST',
    path: '/api/v1/profile/change/password',
    encoding: 'form',
    auth: 'student',
    body: { old_password: DEMO_STUDENT.password, new_password: 'Another1', confirm_password: 'Another1' },
    reads: ['message'],
  },
  {
    name: 'getMyPlan',
    call: () => api.getMyPlan(),
    method: 'GET',
    path: '/api/v1/profile/my-plan',
    encoding: 'none',
    auth: 'student',
    reads: [
      'data.my_plan.id',
      'data.my_plan.title',
      'data.my_plan.renewal_price',
      'data.my_plan.courses_used',
      'data.my_plan.courses_limit',
      'data.my_plan.status.title',
      'data.my_plan.created_at',
      'data.my_plan.expired_at',
      'data.plans',
    ],
  },
  {
    name: 'getMyCourses',
    call: () => api.getMyCourses(1),
    method: 'GET',
    path: '/api/v1/profile/my-courses',
    encoding: 'none',
    auth: 'student',
    query: { per_page: '20', page: '1' },
    reads: ['data.0.progress', 'paginate.last_page'],
  },
  {
    name: 'getNotCompletedCourses',
    call: () => api.getNotCompletedCourses(),
    method: 'GET',
    path: '/api/v1/profile/my-courses/not-completed',
    encoding: 'none',
    auth: 'student',
    reads: ['data.0.slug', 'data.0.progress'],
  },
  {
    name: 'getMyFavorites',
    call: () => api.getMyFavorites(1),
    method: 'GET',
    path: '/api/v1/profile/my-favorites',
    encoding: 'none',
    auth: 'student',
    query: { per_page: '20', page: '1' },
    reads: ['data.0.slug', 'paginate.last_page'],
  },
  {
    name: 'getMyCertificates',
    call: () => api.getMyCertificates(1),
    method: 'GET',
    path: '/api/v1/profile/my-certificate',
    encoding: 'none',
    auth: 'student',
    query: { per_page: '20', page: '1' },
    reads: ['data.0.course', 'data.0.certificate', 'data.0.created_at', 'meta.last_page'],
  },
  // Actions
  {
    name: 'subscribeCourse (by id)',
    call: async () => api.subscribeCourse((await slugOf('free')).id),
    method: 'POST',
    path: '/api/v1/courses/:id/subscribe',
    encoding: 'none',
    auth: 'student',
    reads: ['success', 'message'],
  },
  {
    name: 'subscribeCourse (by slug)',
    call: async () => api.subscribeCourse((await slugOf('free')).slug),
    method: 'POST',
    path: '/api/v1/courses/:id/subscribe',
    encoding: 'none',
    auth: 'student',
    reads: ['success', 'message'],
  },
  {
    name: 'toggleFavorite',
    call: async () => api.toggleFavorite((await firstCourse())[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/courses/:id/toggle-favorite',
    encoding: 'none',
    auth: 'student',
    reads: ['status'],
  },
  {
    name: 'addReview',
    call: async () =>
      api.addReview((await api.getMyCourses(1)).items[0]?.slug ?? '', { rating: 5, comment: 'Excellent' }),
    method: 'POST',
    path: '/api/v1/courses/:slug/add-review',
    encoding: 'json',
    auth: 'student',
    body: { rating: 5, comment: 'Excellent' },
    reads: ['message'],
  },
  {
    name: 'submitVideo',
    call: async () => {
      const course = (await api.getMyCourses(1)).items[0];
      const sections = await api.getCourseSections(course?.slug ?? '');
      return api.submitVideo(sections[0]?.videos[0]?.id ?? 0);
    },
    method: 'POST',
    path: '/api/v1/courses/sections/video/:id/submit',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'getExamQuestions',
    call: async () => {
      const course = (await api.getMyCourses(1)).items[0];
      const sections = await api.getCourseSections(course?.slug ?? '');
      return api.getExamQuestions(sections.find((s) => s.exam)?.exam?.id ?? 0);
    },
    method: 'GET',
    path: '/api/v1/courses/sections/exam/:examId/questions',
    encoding: 'none',
    auth: 'student',
    reads: ['data.0.id', 'data.0.question', 'data.0.answer_1', 'data.0.answer_2', 'data.0.answer_3', 'data.0.answer_4'],
  },
  {
    name: 'submitExam',
    call: async () => {
      const course = (await api.getMyCourses(1)).items[0];
      const sections = await api.getCourseSections(course?.slug ?? '');
      const examId = sections.find((s) => s.exam)?.exam?.id ?? 0;
      const questions = await api.getExamQuestions(examId);
      return api.submitExam(
        examId,
        questions.map((q) => ({ question_id: q.id, answer_id: 'answer_1' as const })),
      );
    },
    method: 'POST',
    path: '/api/v1/courses/sections/exam/:examId/submit',
    encoding: 'json',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'getNotifications',
    call: () => api.getNotifications(),
    method: 'GET',
    path: '/api/v1/notifications',
    encoding: 'none',
    auth: 'student',
    reads: ['success', 'data.0.id', 'data.0.title', 'data.0.body', 'data.0.created_at', 'data.0.is_read'],
  },
  {
    name: 'readNotification',
    call: async () => api.readNotification((await api.getNotifications())[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/notifications/read',
    encoding: 'form',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'deleteNotification',
    call: async () => api.deleteNotification((await api.getNotifications())[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/notifications/delete',
    encoding: 'form',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'readAllNotifications',
    call: () => api.readAllNotifications(),
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'getCartCourses',
    call: () => api.getCartCourses(),
    method: 'GET',
    path: '/api/v1/cart/courses',
    encoding: 'none',
    auth: 'student',
    reads: [
      'data.0.image',
      'data.0.category.title',
      'data.0.rating.average',
      'data.0.title',
      'data.0.instructor.image',
      'data.0.instructor.name',
      'data.0.final_price',
      'cart',
    ],
  },
  {
    name: 'getCartPriceDetails',
    call: () => api.getCartPriceDetails(),
    method: 'GET',
    path: '/api/v1/cart/price-details',
    encoding: 'none',
    auth: 'student',
    reads: [
      'data.sub_total',
      'data.discount_value',
      'data.tax',
      'data.tax_value',
      'data.total_price',
      'data.coupon_applied',
      'data.coupon_code',
    ],
  },
  {
    name: 'toggleCart',
    call: async () => api.toggleCart((await api.getCartCourses()).courses[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/cart/:id/toggle-cart',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'addCoupon',
    call: () => api.addCoupon('DARS10'),
    method: 'POST',
    path: '/api/v1/cart/add-coupon',
    encoding: 'json',
    auth: 'student',
    body: { coupon: 'DARS10' },
    reads: ['message'],
  },
  {
    name: 'removeCoupon',
    prepare: async () => void (await api.addCoupon('DARS10')),
    call: () => api.removeCoupon(),
    method: 'POST',
    path: '/api/v1/cart/remove-coupon',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'checkout (course)',
    call: async () =>
      api.checkout({
        invoice_type: 'course_subscription',
        course_id: (await api.getCartCourses()).courses[0]?.id ?? 0,
      }),
    method: 'POST',
    path: '/api/v1/payment/checkout',
    encoding: 'multipart',
    auth: 'student',
    reads: ['data.redirect', 'data.url'],
  },
  {
    name: 'checkout (plan)',
    call: () => api.checkout({ invoice_type: 'plan_subscription', plan_id: 1 }),
    method: 'POST',
    path: '/api/v1/payment/checkout',
    encoding: 'multipart',
    auth: 'student',
    body: { invoice_type: 'plan_subscription', plan_id: '1' },
    reads: ['data.redirect', 'data.url'],
  },
  {
    name: 'checkout (renew)',
    call: () => api.checkout({ invoice_type: 'renew_plan', renew_plan: 2, plan_subscription: true }),
    method: 'POST',
    path: '/api/v1/payment/checkout',
    encoding: 'multipart',
    auth: 'student',
    body: { invoice_type: 'renew_plan', renew_plan: '2', plan_subscription: 'true' },
    reads: ['data.redirect', 'data.url'],
  },
];

const pathMatches = (actual: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(actual);

describe('contract: api functions ↔ demo handlers', () => {
  for (const row of rows) {
    it(`${row.name}: ${row.method} ${row.path}`, async () => {
      if (row.auth === 'visitor') token = null;
      await row.prepare?.();
      seen = [];
      await row.call();
      const request = last();
      expect(request.method).toBe(row.method);
      expect(pathMatches(request.url.pathname, row.path), request.url.pathname).toBe(true);
      if (row.query) expect(Object.fromEntries(request.url.searchParams)).toEqual(row.query);
      // Headers of spec section 7.
      expect(request.headers.get('lang')).toBe('en');
      expect(request.headers.get('accept')).toBe('application/json');
      if (row.auth === 'student') expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
      else if (row.path === '/api/v1/courses' && !row.query?.search)
        expect(request.headers.get('authorization')).toBe('Bearer');
      else expect(request.headers.has('authorization')).toBe(false);
      // Body encoding.
      const encodingSeen: Encoding = request.contentType.includes('multipart/form-data')
        ? 'multipart'
        : request.contentType.includes('x-www-form-urlencoded')
          ? 'form'
          : request.contentType.includes('json')
            ? 'json'
            : 'none';
      expect(encodingSeen).toBe(row.encoding);
      if (row.encoding === 'none' && row.method === 'POST') expect(request.bodyText).toBe('');
      if (row.body) expect(row.encoding === 'json' ? request.json : request.form).toEqual(row.body);
      // The handler answered OK with every field the client reads.
      expect(request.status).toBe(200);
      for (const field of row.reads) expect(has(request.reply, field), `${row.name} reply lacks ${field}`).toBe(true);
    });
  }

  it('covers every call of section 7 at least once', () => {
    const covered = new Set(rows.map((r) => `${r.method} ${r.path}`));
    const spec = [
      'GET /api/v1/info',
      'GET /api/v1/banners',
      'GET /api/v1/courses',
      'GET /api/v1/courses/filters',
      'GET /api/v1/categories',
      'GET /api/v1/instructors',
      'GET /api/v1/plans',
      'GET /api/v1/frequently-questions',
      'POST /api/v1/complaint-suggestion',
      'GET /api/v1/courses/:slug',
      'GET /api/v1/courses/:slug/reviews',
      'GET /api/v1/courses/:slug/sections',
      'POST /api/v1/login',
      'POST /api/v1/register',
      'POST /api/v1/send/code',
      'POST /api/v1/verify-code',
      'POST /api/v1/reset/password',
      'GET /api/v1/profile',
      'POST /api/v1/profile/update',
      'POST /api/v1/profile/change/password',
      'GET /api/v1/profile/my-plan',
      'GET /api/v1/profile/my-courses',
      'GET /api/v1/profile/my-courses/not-completed',
      'GET /api/v1/profile/my-favorites',
      'GET /api/v1/profile/my-certificate',
      'POST /api/v1/courses/:id/subscribe',
      'POST /api/v1/courses/:id/toggle-favorite',
      'POST /api/v1/courses/:slug/add-review',
      'POST /api/v1/courses/sections/video/:id/submit',
      'GET /api/v1/courses/sections/exam/:examId/questions',
      'POST /api/v1/courses/sections/exam/:examId/submit',
      'GET /api/v1/notifications',
      'POST /api/v1/notifications/read',
      'POST /api/v1/notifications/delete',
      'POST /api/v1/notifications/read-all',
      'GET /api/v1/cart/courses',
      'GET /api/v1/cart/price-details',
      'POST /api/v1/cart/:id/toggle-cart',
      'POST /api/v1/cart/add-coupon',
      'POST /api/v1/cart/remove-coupon',
      'POST /api/v1/payment/checkout',
    ];
    expect(spec.filter((call) => !covered.has(call))).toEqual([]);
  });
});

describe('every call turns each failure into the right ApiError kind', () => {
  const routeOf = (row: Row) => `${BASE}${row.path.replace(/:[a-zA-Z]+/g, '*')}`;
  beforeEach(() => api.configureApi({ getRetries: 0 }));
  for (const row of rows) {
    it(`${row.name}: network, http (message + field errors), shape`, async () => {
      if (row.auth === 'visitor') token = null;
      await row.prepare?.();
      const verb = row.method === 'GET' ? http.get : http.post;
      // Run the setup calls first (they hit the real handlers), then break only the call under test.
      const breakWith = async (resolver: () => Response) => {
        server.use(verb(routeOf(row), resolver, { once: false }));
      };
      await breakWith(() => HttpResponse.error());
      await expect(row.call()).rejects.toMatchObject({ kind: 'network' });
      server.resetHandlers();
      await breakWith(() => HttpResponse.json({ message: 'Nope', errors: { email: ['bad email'] } }, { status: 422 }));
      await expect(row.call()).rejects.toMatchObject({
        kind: 'http',
        status: 422,
        serverMessage: 'Nope',
        fieldErrors: { email: 'bad email' },
      });
      server.resetHandlers();
      await breakWith(
        () => new HttpResponse('<html>not json</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      );
      await expect(row.call()).rejects.toMatchObject({ kind: 'shape' });
      server.resetHandlers();
    });
  }
});
