import { getApiConfig } from '../client';
import { authorization } from '../endpoint';
import { dataList, dataOf, expectSuccess, pageOf } from '../read';
import { action, type CallOptions, form, get, post } from '../request';
import type { ActionResult, Page } from '../types';
import { toBanner, toCategory, toCourse, toFaq, toFilters, toInstructor, toPlan } from './readers';
import type {
  Banner,
  Category,
  Complaint,
  ContactMessage,
  Course,
  CourseFilters,
  Faq,
  Instructor,
  Plan,
} from './types';

/** The catalogue's calls (spec section 7): course lists and search, filters, categories, instructors, banners, plans, FAQ, complaints. Paths are relative to `${base}/api/v1/`. */

export async function getBanners(options: CallOptions = {}): Promise<Banner[]> {
  return readBanners(await get('banners', {}, options));
}

/** The banners of a GET /banners body (`data[]`): also reads the answer boot fetched before the app. */
export function readBanners(body: unknown): Banner[] {
  return dataList(body, toBanner);
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
    { ...options, headers: { Authorization: authorization(token, true) ?? '' } },
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
  return readFaqs(await get('frequently-questions', { per_page: query.perPage, page: query.page }, options));
}

/** The questions of a GET /frequently-questions body (the FAQ page's first render reads boot's answer with it). */
export function readFaqs(body: unknown): Faq[] {
  expectSuccess(body);
  return dataList(body, toFaq);
}

/** POST /complaint-suggestion, form: name, email, address, body. */
export async function sendComplaint(complaint: Complaint): Promise<ActionResult> {
  return action(await post('complaint-suggestion', { form: form({ ...complaint }) }));
}

/** What the contact form sends as the address when its (optional) phone is left blank. */
export const CONTACT_NO_PHONE = '-';

/**
 * The contact form. Section 7 lists no call of its own; it is sent through the one
 * message call the spec has, POST /complaint-suggestion (phone as address, message as body).
 * That call needs an address while the form's phone is optional: a blank phone is sent as '-'.
 */
export async function sendContactMessage(message: ContactMessage): Promise<ActionResult> {
  return sendComplaint({
    name: message.name,
    email: message.email,
    address: message.phone.trim() || CONTACT_NO_PHONE,
    body: message.message,
  });
}
