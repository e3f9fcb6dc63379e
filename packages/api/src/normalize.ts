import { arr, bool, num, rec, str, strOrNull } from './read';
import type {
  Banner,
  CartPriceDetails,
  Category,
  Certificate,
  Course,
  CourseFilters,
  Exam,
  Faq,
  Instructor,
  MyPlan,
  Notification,
  Pdf,
  Plan,
  Profile,
  Question,
  Review,
  Section,
  Video,
} from './types';

export function toCategory(value: unknown): Category {
  const c = rec(value);
  return { id: num(c.id), title: str(c.title), image: strOrNull(c.image), courses_count: num(c.courses_count) };
}

export function toInstructor(value: unknown): Instructor {
  const i = rec(value);
  return {
    id: num(i.id),
    name: str(i.name),
    image: str(i.image),
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
    image: str(c.image),
    intro_video: strOrNull(c.intro_video),
    description: str(c.description),
    category: toCategory(c.category),
    instructor: {
      name: str(instructor.name),
      image: str(instructor.image),
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
    user: { name: str(user.name), image: strOrNull(user.image) },
  };
}

export function toCertificate(value: unknown): Certificate {
  const c = rec(value);
  const course = c.course;
  return {
    id: num(c.id),
    course: typeof course === 'object' && course ? str(rec(course).title) : str(course),
    certificate: str(c.certificate),
    created_at: strOrNull(c.created_at),
  };
}

export function toBanner(value: unknown): Banner {
  const b = rec(value);
  return { image: str(b.image), title: str(b.title), description: str(b.description) };
}

export function toPlan(value: unknown): Plan {
  const p = rec(value);
  return {
    id: num(p.id),
    title: str(p.title),
    description: str(p.description),
    image: str(p.image),
    final_price: num(p.final_price),
    price_before_discount: num(p.price_before_discount),
    discount: num(p.discount),
    renewal_price: num(p.renewal_price),
    duration_per_month: num(p.duration_per_month),
    courses_limit: num(p.courses_limit),
  };
}

export function toMyPlan(value: unknown): MyPlan | null {
  if (!value || typeof value !== 'object') return null;
  const p = rec(value);
  return {
    id: num(p.id),
    title: str(p.title),
    renewal_price: num(p.renewal_price),
    courses_used: num(p.courses_used),
    courses_limit: num(p.courses_limit),
    status: { title: str(rec(p.status).title, str(p.status)) },
    created_at: str(p.created_at),
    expired_at: str(p.expired_at),
  };
}

export function toNotification(value: unknown): Notification {
  const n = rec(value);
  return {
    id: num(n.id),
    title: str(n.title),
    body: str(n.body),
    created_at: str(n.created_at),
    is_read: bool(n.is_read),
  };
}

export function toFaq(value: unknown): Faq {
  const f = rec(value);
  return { id: num(f.id), question: str(f.question), answer: str(f.answer) };
}

export function toPriceDetails(value: unknown): CartPriceDetails {
  const p = rec(value);
  return {
    sub_total: num(p.sub_total),
    discount_value: num(p.discount_value),
    tax: num(p.tax),
    tax_value: num(p.tax_value),
    total_price: num(p.total_price),
    coupon_applied: bool(p.coupon_applied),
    coupon_code: strOrNull(p.coupon_code),
  };
}

export function toProfile(value: unknown): Profile {
  const p = rec(value);
  return {
    ...(p.id !== undefined ? { id: num(p.id) } : {}),
    name: str(p.name),
    email: str(p.email),
    phone_key: str(p.phone_key).trim() || '966',
    phone: str(p.phone),
    image: strOrNull(p.image),
  };
}

const countMap = (value: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries(rec(value)).map(([k, v]) => [k, num(v)]));

export function toFilters(value: unknown): CourseFilters {
  const f = rec(value);
  return { categories: arr(f.categories).map(toCategory), price: countMap(f.price), reviews: countMap(f.reviews) };
}
