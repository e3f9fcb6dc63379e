import { arr, bool, imageUrlOrNull, num, rec, str, strOrNull } from '../read';
import type { Exam, Pdf, Question, Review, Section, Video } from './types';

/** Readers of the course domain's replies: only the fields the spec lists, safe defaults for the rest. */

const access = (value: unknown): 'free' | 'locked' => (str(value) === 'free' ? 'free' : 'locked');

export function toVideo(value: unknown): Video {
  const v = rec(value);
  return {
    id: num(v.id),
    title: str(v.title),
    path: str(v.path),
    duration: str(v.duration),
    status_value: access(v.status_value),
    view: bool(v.view),
    captions: strOrNull(v.captions),
  };
}

export function toPdf(value: unknown): Pdf {
  const p = rec(value);
  return { id: num(p.id), title: str(p.title), path: str(p.path), status: access(p.status), duration: str(p.duration) };
}

export function toExam(value: unknown): Exam | null {
  if (!value || typeof value !== 'object') return null;
  const e = rec(value);
  return { id: num(e.id), view: bool(e.view) };
}

export function toSection(value: unknown): Section {
  const s = rec(value);
  return {
    id: num(s.id),
    title: str(s.title),
    videos: arr(s.videos).map(toVideo),
    pdfs: arr(s.pdfs).map(toPdf),
    exam: toExam(s.exam),
    status: str(s.status) === 'free' ? 'free' : 'paid',
    exam_duration: num(s.exam_duration),
  };
}

export function toQuestion(value: unknown): Question {
  const q = rec(value);
  return {
    id: num(q.id),
    question: str(q.question),
    answer_1: str(q.answer_1),
    answer_2: str(q.answer_2),
    answer_3: str(q.answer_3),
    answer_4: str(q.answer_4),
  };
}

export function toReview(value: unknown): Review {
  const r = rec(value);
  const user = rec(r.user);
  return {
    id: num(r.id),
    rate: Math.min(5, Math.max(0, num(r.rate))),
    comment: str(r.comment),
    created_at: str(r.created_at),
    user: { name: str(user.name), image: imageUrlOrNull(user.image) },
  };
}
