import { toCourse, toPlan } from '../catalogue/readers';
import type { Course } from '../catalogue/types';
import { dataList, dataOf, pageOf, rec } from '../read';
import { type CallOptions, get } from '../request';
import type { Page } from '../types';
import { toCertificate, toMyPlan } from './readers';
import type { Certificate, MyPlanResponse } from './types';

/** The signed-in student's lists (spec section 7): plan, my courses, favourites, certificates (the profile itself: account.ts). Paths are relative to `${base}/api/v1/`. */

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
