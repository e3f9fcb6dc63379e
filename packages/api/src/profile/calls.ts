import { toCourse, toPlan } from '../catalogue/readers';
import type { Course } from '../catalogue/types';
import { dataList, dataOf, expectSuccess, messageOf, pageOf, rec, strOrNull } from '../read';
import { action, type CallOptions, form, get, post } from '../request';
import type { ActionResult, Page } from '../types';
import { toCertificate, toMyPlan, toProfile } from './readers';
import type { Certificate, MyPlanResponse, Profile } from './types';

/** The signed-in student's calls (spec section 7): profile, update, change password, plan, my courses, favourites, certificates. Paths are relative to `${base}/api/v1/`. */

export async function getProfile(options: CallOptions = {}): Promise<Profile> {
  return toProfile(dataOf(await get('profile', {}, options)));
}

/** A profile image upload is the only call with a time-out (ordinary calls have none, as the spec says). */
export const UPLOAD_TIMEOUT_MS = 120_000;

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
