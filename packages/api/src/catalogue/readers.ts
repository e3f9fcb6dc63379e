import { arr, bool, imageUrl, imageUrlOrNull, num, rec, str, strOrNull } from '../read';
import type { Banner, Category, Course, CourseFilters, Faq, Instructor, Plan } from './types';

/** Readers of the catalogue domain's replies: only the fields the spec lists, safe defaults for the rest. */

export function toCategory(value: unknown): Category {
  const c = rec(value);
  return { id: num(c.id), title: str(c.title), image: imageUrlOrNull(c.image), courses_count: num(c.courses_count) };
}

export function toInstructor(value: unknown): Instructor {
  const i = rec(value);
  return {
    id: num(i.id),
    name: str(i.name),
    image: imageUrl(i.image),
    description: str(i.description),
    category: { title: str(rec(i.category).title) },
  };
}

export function toCourse(value: unknown): Course {
  const c = rec(value);
  const instructor = rec(c.instructor);
  const status = rec(c.status);
  const statusValue = str(status.value, str(c.status)) === 'free' ? 'free' : 'paid';
  return {
    id: num(c.id),
    slug: str(c.slug),
    title: str(c.title),
    image: imageUrl(c.image),
    intro_video: strOrNull(c.intro_video),
    description: str(c.description),
    category: toCategory(c.category),
    instructor: {
      name: str(instructor.name),
      image: imageUrl(instructor.image),
      description: str(instructor.description),
      category: { title: str(rec(instructor.category).title) },
    },
    rating: { average: num(rec(c.rating).average, num(c.rating)) },
    duration: str(c.duration),
    language: str(c.language),
    students_count: num(c.students_count),
    sections_count: num(c.sections_count),
    videos_count: num(c.videos_count),
    price_before_discount: num(c.price_before_discount),
    final_price: num(c.final_price),
    currency: str(c.currency),
    status: { value: statusValue, title: str(status.title) },
    is_subscribed: bool(c.is_subscribed),
    is_favorite: bool(c.is_favorite),
    progress: Math.min(100, Math.max(0, num(c.progress))),
    certificate: strOrNull(c.certificate),
    created_at: str(c.created_at),
  };
}

export function toBanner(value: unknown): Banner {
  const b = rec(value);
  return { image: imageUrl(b.image), title: str(b.title), description: str(b.description) };
}

export function toPlan(value: unknown): Plan {
  const p = rec(value);
  return {
    id: num(p.id),
    title: str(p.title),
    description: str(p.description),
    image: imageUrl(p.image),
    final_price: num(p.final_price),
    price_before_discount: num(p.price_before_discount),
    discount: num(p.discount),
    renewal_price: num(p.renewal_price),
    duration_per_month: num(p.duration_per_month),
    courses_limit: num(p.courses_limit),
  };
}

export function toFaq(value: unknown): Faq {
  const f = rec(value);
  return { id: num(f.id), question: str(f.question), answer: str(f.answer) };
}

const countMap = (value: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries(rec(value)).map(([k, v]) => [k, num(v)]));

export function toFilters(value: unknown): CourseFilters {
  const f = rec(value);
  return { categories: arr(f.categories).map(toCategory), price: countMap(f.price), reviews: countMap(f.reviews) };
}
