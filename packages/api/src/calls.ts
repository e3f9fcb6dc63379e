import type { Options } from 'ky';
import { getApiConfig, requestJson } from './client';
import { ApiError } from './errors';
import {
  toBanner,
  toCategory,
  toCertificate,
  toCourse,
  toFaq,
  toFilters,
  toInstructor,
  toMyPlan,
  toNotification,
  toPlan,
  toPriceDetails,
  toProfile,
  toQuestion,
  toReview,
  toSection,
} from './normalize';
import { bool, dataList, dataOf, expectSuccess, messageOf, num, pageOf, rec, str, strOrNull } from './read';
import type {
  ActionResult,
  Banner,
  Cart,
  CartPriceDetails,
  Category,
  Certificate,
  CheckoutRequest,
  CheckoutResult,
  Complaint,
  ContactMessage,
  Course,
  CourseFilters,
  ExamAnswer,
  Faq,
  Instructor,
  LoginResult,
  MyPlanResponse,
  Notification,
  Page,
  Plan,
  Profile,
  Question,
  RegistrationPayload,
  Review,
  Section,
} from './types';

/** Every call (spec section 7). Paths are relative to `${base}/api/v1/`. */

type Query = Record<string, string | number | undefined>;
interface CallOptions {
  signal?: AbortSignal;
}

/** A profile image upload is the only call with a time-out (ordinary calls have none, as the spec says). */
export const UPLOAD_TIMEOUT_MS = 120_000;

const searchParams = (query: Query): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

const get = (path: string, query: Query = {}, options: CallOptions & Options = {}) =>
  requestJson(path, { method: 'get', searchParams: searchParams(query), ...options });

const form = (fields: Record<string, string | number | boolean | Blob | undefined>): URLSearchParams | FormData => {
  const hasFile = Object.values(fields).some((v) => v instanceof Blob);
  const body = hasFile ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) (body as FormData).append(key, value);
    else body.append(key, String(value));
  }
  return body;
};

const multipart = (fields: Record<string, string | number | boolean | Blob | undefined>): FormData => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(key, value instanceof Blob ? value : String(value));
  }
  return body;
};

const post = (path: string, body?: { json: unknown } | { form: URLSearchParams | FormData }, options: Options = {}) =>
  requestJson(path, {
    method: 'post',
    ...(body && 'json' in body ? { json: body.json } : {}),
    ...(body && 'form' in body ? { body: body.form } : {}),
    ...options,
  });

const action = (body: unknown): ActionResult => {
  const root = expectSuccess(body);
  return { success: root.success !== false, message: messageOf(root) };
};

// ───────────── Public information ─────────────

export async function getBanners(options: CallOptions = {}): Promise<Banner[]> {
  return dataList(await get('banners', {}, options), toBanner);
}

export interface CourseQuery {
  /** The listing sends 20; home sends none (no paging). */
  perPage?: number;
  page?: number;
  categoryId?: number;
  /** Star values, multi-choice; comma-joined. */
  rate?: number[];
  /** 'free' or 'paid', single choice. */
  status?: 'free' | 'paid';
  /** Comma-joined. */
  price?: string[];
}

/** GET /courses. Sent with the bearer header even with no token (spec section 7). */
export async function getCourses(query: CourseQuery = {}, options: CallOptions = {}): Promise<Page<Course>> {
  const token = getApiConfig().getToken();
  const body = await get(
    'courses',
    {
      per_page: query.perPage,
      page: query.page,
      category_id: query.categoryId,
      rate: query.rate?.length ? query.rate.join(',') : undefined,
      status: query.status,
      price: query.price?.length ? query.price.join(',') : undefined,
    },
    { ...options, headers: { Authorization: `Bearer ${token ?? ''}` } },
  );
  return pageOf(body, toCourse, 'paginate');
}

/** GET /courses?search={term}&page={n}: reads data and meta.last_page. */
export async function searchCourses(term: string, page = 1, options: CallOptions = {}): Promise<Page<Course>> {
  return pageOf(await get('courses', { search: term, page }, options), toCourse, 'meta');
}

export async function getCourseFilters(options: CallOptions = {}): Promise<CourseFilters> {
  return toFilters(dataOf(await get('courses/filters', {}, options)));
}

/** GET /categories: per_page=100, page=1 on the listing; per_page=20, page=n on departments. */
export async function getCategories(
  query: { perPage: number; page: number },
  options: CallOptions = {},
): Promise<Page<Category>> {
  return pageOf(
    await get('categories', { per_page: query.perPage, page: query.page }, options),
    toCategory,
    'paginate',
  );
}

/** GET /instructors: per_page=16, page=1 (home) or per_page=20, page=n. */
export async function getInstructors(
  query: { perPage: number; page: number },
  options: CallOptions = {},
): Promise<Page<Instructor>> {
  return pageOf(
    await get('instructors', { per_page: query.perPage, page: query.page }, options),
    toInstructor,
    'paginate',
  );
}

export async function getPlans(options: CallOptions = {}): Promise<Plan[]> {
  return dataList(await get('plans', {}, options), toPlan);
}

/** GET /frequently-questions: per_page=10, page=1 (home) or per_page=1000 (FAQ page). Reads success, data. */
export async function getFaqs(query: { perPage: number; page?: number }, options: CallOptions = {}): Promise<Faq[]> {
  const body = await get('frequently-questions', { per_page: query.perPage, page: query.page }, options);
  expectSuccess(body);
  return dataList(body, toFaq);
}

/** POST /complaint-suggestion, form: name, email, address, body. */
export async function sendComplaint(complaint: Complaint): Promise<ActionResult> {
  return action(await post('complaint-suggestion', { form: form({ ...complaint }) }));
}

/**
 * The contact form. Section 7 lists no call of its own; it is sent through the one
 * message call the spec has, POST /complaint-suggestion (phone as address, message as body).
 */
export async function sendContactMessage(message: ContactMessage): Promise<ActionResult> {
  return sendComplaint({ name: message.name, email: message.email, address: message.phone, body: message.message });
}

export async function getCourse(slug: string, options: CallOptions = {}): Promise<Course> {
  return toCourse(dataOf(await get(`courses/${encodeURIComponent(slug)}`, {}, options)));
}

export async function getCourseReviews(slug: string, options: CallOptions = {}): Promise<Review[]> {
  return dataList(await get(`courses/${encodeURIComponent(slug)}/reviews`, {}, options), toReview);
}

export async function getCourseSections(slug: string, options: CallOptions = {}): Promise<Section[]> {
  return dataList(await get(`courses/${encodeURIComponent(slug)}/sections`, {}, options), toSection);
}

// ───────────── Account ─────────────

/** POST /login, JSON: reads data.token, data.user, message. */
export async function login(credentials: { email: string; password: string }): Promise<LoginResult> {
  const body = await post('login', { json: credentials });
  const root = expectSuccess(body);
  const data = rec(root.data);
  const token = str(data.token);
  if (!token) throw new ApiError('shape');
  return { token, user: toProfile(data.user), message: messageOf(root) };
}

/** POST /register: reads success, message, errors (per field). */
export async function register(payload: RegistrationPayload): Promise<ActionResult> {
  return action(await post('register', { json: payload }));
}

/** POST /send/code, form: email. */
export async function sendCode(email: string): Promise<ActionResult> {
  return action(await post('send/code', { form: form({ email }) }));
}

/** POST /verify-code, form: email (from local storage), verification_code. */
export async function verifyCode(email: string, code: string): Promise<ActionResult> {
  return action(await post('verify-code', { form: form({ email, verification_code: code }) }));
}

/** POST /reset/password, form: email, password, password_confirmation. */
export async function resetPassword(input: {
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<ActionResult> {
  return action(await post('reset/password', { form: form(input) }));
}

export async function getProfile(options: CallOptions = {}): Promise<Profile> {
  return toProfile(dataOf(await get('profile', {}, options)));
}

/** POST /profile/update, form (multipart with an image): reads success, data.image. */
export async function updateProfile(input: {
  name: string;
  email: string;
  phone_key: string;
  phone: string;
  image?: Blob | null;
}): Promise<ActionResult & { image: string | null }> {
  const { image, ...fields } = input;
  const body = await post(
    'profile/update',
    { form: form({ ...fields, image: image ?? undefined }) },
    image ? { timeout: UPLOAD_TIMEOUT_MS } : {},
  );
  const root = expectSuccess(body);
  return { success: true, message: messageOf(root), image: strOrNull(rec(root.data).image) };
}

/** POST /profile/change/password, form: status 200 means success; reads message. */
export async function changePassword(input: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): Promise<ActionResult> {
  return action(await post('profile/change/password', { form: form(input) }));
}

export async function getMyPlan(options: CallOptions = {}): Promise<MyPlanResponse> {
  const data = rec(dataOf(await get('profile/my-plan', {}, options)));
  return { my_plan: toMyPlan(data.my_plan), plans: Array.isArray(data.plans) ? data.plans.map(toPlan) : [] };
}

export async function getMyCourses(page = 1, options: CallOptions = {}): Promise<Page<Course>> {
  return pageOf(await get('profile/my-courses', { per_page: 20, page }, options), toCourse, 'paginate');
}

export async function getNotCompletedCourses(options: CallOptions = {}): Promise<Course[]> {
  return dataList(await get('profile/my-courses/not-completed', {}, options), toCourse);
}

export async function getMyFavorites(page = 1, options: CallOptions = {}): Promise<Page<Course>> {
  return pageOf(await get('profile/my-favorites', { per_page: 20, page }, options), toCourse, 'paginate');
}

export async function getMyCertificates(page = 1, options: CallOptions = {}): Promise<Page<Certificate>> {
  return pageOf(await get('profile/my-certificate', { per_page: 20, page }, options), toCertificate, 'meta');
}

// ───────────── Actions ─────────────

/** POST /courses/{id}/subscribe, empty body. The spec addresses the course by id in some places and by slug in another: both work. */
export async function subscribeCourse(idOrSlug: number | string): Promise<ActionResult> {
  return action(await post(`courses/${encodeURIComponent(String(idOrSlug))}/subscribe`));
}

/** POST /courses/{id}/toggle-favorite, empty body: reads status (200 means the toggle happened). */
export async function toggleFavorite(courseId: number): Promise<{ status: number; message: string }> {
  const body = rec(await post(`courses/${courseId}/toggle-favorite`));
  return { status: num(body.status, 200), message: messageOf(body) };
}

/** POST /courses/{slug}/add-review: rating, comment. */
export async function addReview(slug: string, review: { rating: number; comment: string }): Promise<ActionResult> {
  return action(await post(`courses/${encodeURIComponent(slug)}/add-review`, { json: review }));
}

/** POST /courses/sections/video/{id}/submit, empty body: records a view. */
export async function submitVideo(videoId: number): Promise<ActionResult> {
  return action(await post(`courses/sections/video/${videoId}/submit`));
}

export async function getExamQuestions(examId: number, options: CallOptions = {}): Promise<Question[]> {
  return dataList(await get(`courses/sections/exam/${examId}/questions`, {}, options), toQuestion);
}

/** POST /courses/sections/exam/{examId}/submit: answers[] of question_id and answer_id. */
export async function submitExam(
  examId: number,
  answers: ExamAnswer[],
): Promise<ActionResult & { score: number | null; total: number | null }> {
  const root = expectSuccess(await post(`courses/sections/exam/${examId}/submit`, { json: { answers } }));
  const data = rec(root.data);
  return {
    success: true,
    message: messageOf(root),
    score: data.score === undefined ? null : num(data.score),
    total: data.total === undefined ? null : num(data.total),
  };
}

export async function getNotifications(options: CallOptions = {}): Promise<Notification[]> {
  const body = await get('notifications', {}, options);
  expectSuccess(body);
  return dataList(body, toNotification);
}

export async function readNotification(id: number): Promise<ActionResult> {
  return action(await post('notifications/read', { form: form({ notification_id: id }) }));
}

export async function deleteNotification(id: number): Promise<ActionResult> {
  return action(await post('notifications/delete', { form: form({ notification_id: id }) }));
}

export async function readAllNotifications(): Promise<ActionResult> {
  return action(await post('notifications/read-all'));
}

/** GET /cart/courses: reads data (courses) and cart. */
export async function getCartCourses(options: CallOptions = {}): Promise<Cart> {
  const body = await get('cart/courses', {}, options);
  const root = rec(body);
  const cart = root.cart ?? rec(root.data).cart;
  const data = root.data;
  const list = Array.isArray(data) ? data : Array.isArray(rec(data).courses) ? (rec(data).courses as unknown[]) : null;
  if (!list) return { courses: dataList(body, toCourse), cart: null };
  return { courses: list.map(toCourse), cart: cart && typeof cart === 'object' ? rec(cart) : null };
}

/** GET /cart/price-details: sub_total, discount_value, tax, tax_value, total_price, coupon_applied, coupon_code. */
export async function getCartPriceDetails(options: CallOptions = {}): Promise<CartPriceDetails> {
  const root = rec(await get('cart/price-details', {}, options));
  return toPriceDetails(root.data && typeof root.data === 'object' ? root.data : root);
}

/** POST /cart/{id}/toggle-cart, no body: removes (or adds) a course. */
export async function toggleCart(courseId: number): Promise<ActionResult> {
  return action(await post(`cart/${courseId}/toggle-cart`));
}

/** POST /cart/add-coupon: body coupon. Returns message. */
export async function addCoupon(coupon: string): Promise<ActionResult> {
  return action(await post('cart/add-coupon', { json: { coupon } }));
}

/** POST /cart/remove-coupon. Returns message. */
export async function removeCoupon(): Promise<ActionResult> {
  return action(await post('cart/remove-coupon'));
}

/** POST /payment/checkout, multipart. Reads data.redirect and data.url. */
export async function checkout(request: CheckoutRequest): Promise<CheckoutResult> {
  const root = expectSuccess(await post('payment/checkout', { form: multipart({ ...request }) }));
  const data = rec(root.data);
  return { redirect: bool(data.redirect), url: strOrNull(data.url), message: messageOf(root) };
}
