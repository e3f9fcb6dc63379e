import { toCourse } from '../catalogue/readers';
import type { Course } from '../catalogue/types';
import { dataList, dataOf, expectSuccess, messageOf, num, rec } from '../read';
import { action, type CallOptions, get, post } from '../request';
import type { ActionResult } from '../types';
import { toQuestion, toReview, toSection } from './readers';
import type { ExamAnswer, Question, Review, Section } from './types';

/** A course's calls (spec section 7): the course page, reviews, sections, video views, exams, subscribing, favourites. Paths are relative to `${base}/api/v1/`. */

export async function getCourse(slug: string, options: CallOptions = {}): Promise<Course> {
  return toCourse(dataOf(await get(`courses/${encodeURIComponent(slug)}`, {}, options)));
}

export async function getCourseReviews(slug: string, options: CallOptions = {}): Promise<Review[]> {
  return dataList(await get(`courses/${encodeURIComponent(slug)}/reviews`, {}, options), toReview);
}

export async function getCourseSections(slug: string, options: CallOptions = {}): Promise<Section[]> {
  return dataList(await get(`courses/${encodeURIComponent(slug)}/sections`, {}, options), toSection);
}

/** POST /courses/{id}/subscribe, empty body. The spec addresses the course by id in some places and by slug in another: both work. */
export async function subscribeCourse(idOrSlug: number | string): Promise<ActionResult> {
  return action(await post(`courses/${encodeURIComponent(String(idOrSlug))}/subscribe`));
}

/** POST /courses/{id}/toggle-favorite, empty body: reads status (200 means the toggle happened). */
export async function toggleFavorite(courseId: number): Promise<{ status: number; message: string }> {
  const body = rec(await post(`courses/${courseId}/toggle-favorite`));
  return { status: num(body.status, 200), message: messageOf(body) };
}

/**
 * POST /courses/{slug}/add-review: rating, comment (spec section 7). The review dialog's second step, the
 * instructor's rating, goes as `instructor_rating` (the spec's dialog asks for it; its call reads only the two).
 */
export async function addReview(
  slug: string,
  review: { rating: number; comment: string; instructor_rating?: number },
): Promise<ActionResult> {
  return action(await post(`courses/${encodeURIComponent(slug)}/add-review`, { json: review }));
}

/**
 * POST /courses/sections/video/{id}/submit, empty body: records a view. The spec reads nothing from the
 * answer; when the server sends the course's new `data.progress` (the demo does), it is returned, else null.
 */
export async function submitVideo(videoId: number): Promise<ActionResult & { progress: number | null }> {
  const body = await post(`courses/sections/video/${videoId}/submit`);
  const progress = rec(rec(body).data).progress;
  return {
    ...action(body),
    progress: typeof progress === 'number' && Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : null,
  };
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
