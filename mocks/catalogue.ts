import { banners, categories, courses, faqs, instructors, notifications, plans, reviews } from './data/seed/index.ts';
import type { SeedCourse, SeedSection, Text } from './data/types.ts';
import type { DemoLang } from './lang.ts';
import type { DemoState, UserData } from './store.ts';

/** Read-only views over the seed catalogue, serialised the way the real API answers. */

export const CURRENCY = 'EGP';
/** VAT applied in the cart, percent. */
export const TAX_PERCENT = 14;

export const tr = (text: Text, lang: DemoLang): string => text[lang];

export const catalogue = { banners, categories, courses, faqs, instructors, notifications, plans, reviews };

const bySlugOrId = new Map<string, SeedCourse>();
for (const course of courses) {
  bySlugOrId.set(course.slug, course);
  bySlugOrId.set(String(course.id), course);
}

export function findCourse(key: string | number): SeedCourse | undefined {
  return bySlugOrId.get(String(key));
}

export function findVideo(videoId: number) {
  for (const course of courses) {
    for (const section of course.sections) {
      const video = section.videos.find((v) => v.id === videoId);
      if (video) return { course, section, video };
    }
  }
  return undefined;
}

export function findExam(examId: number) {
  for (const course of courses) {
    for (const section of course.sections) {
      if (section.exam?.id === examId) return { course, section, exam: section.exam };
    }
  }
  return undefined;
}

export const videosOf = (course: SeedCourse) => course.sections.flatMap((s) => s.videos);

/** Average of the seed reviews and the students' own, one decimal. */
export function ratingOf(courseId: number, state: DemoState): number {
  const rates = [
    ...reviews.filter((r) => r.courseId === courseId).map((r) => r.rate),
    ...state.reviews.filter((r) => r.courseId === courseId).map((r) => r.rate),
  ];
  if (rates.length === 0) return 0;
  return Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 10) / 10;
}

export function progressOf(course: SeedCourse, data: UserData | null): number {
  if (!data) return 0;
  const ids = videosOf(course).map((v) => v.id);
  if (ids.length === 0) return 0;
  const watched = ids.filter((id) => data.views.includes(id)).length;
  return Math.round((watched / ids.length) * 100);
}

export function categoryJson(categoryId: number, lang: DemoLang) {
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return { id: categoryId, title: '', image: null, courses_count: 0 };
  return {
    id: category.id,
    title: tr(category.title, lang),
    image: category.image,
    courses_count: courses.filter((c) => c.categoryId === category.id).length,
  };
}

const STATUS_TITLE = { free: { ar: 'مجاني', en: 'Free' }, paid: { ar: 'مدفوع', en: 'Paid' } } as const;

export function isSubscribed(course: SeedCourse, data: UserData | null): boolean {
  return !!data && data.subscriptions.includes(course.id);
}

export function courseJson(course: SeedCourse, lang: DemoLang, state: DemoState, data: UserData | null) {
  const instructor = instructors.find((i) => i.id === course.instructorId);
  const certificate = data?.certificates.find((c) => c.courseId === course.id);
  return {
    id: course.id,
    slug: course.slug,
    title: tr(course.title, lang),
    image: course.image,
    intro_video: course.intro_video,
    description: tr(course.description, lang),
    category: categoryJson(course.categoryId, lang),
    instructor: {
      name: instructor ? tr(instructor.name, lang) : '',
      image: instructor?.image ?? '',
      description: instructor ? tr(instructor.description, lang) : '',
      category: { title: instructor ? categoryJson(instructor.categoryId, lang).title : '' },
    },
    rating: { average: ratingOf(course.id, state) },
    duration: course.duration,
    language: tr(course.language, lang),
    students_count: course.students_count,
    sections_count: course.sections.length,
    videos_count: videosOf(course).length,
    price_before_discount: course.price_before_discount,
    final_price: course.final_price,
    currency: CURRENCY,
    status: { value: course.status, title: STATUS_TITLE[course.status][lang] },
    is_subscribed: isSubscribed(course, data),
    is_favorite: !!data?.favorites.includes(course.id),
    progress: progressOf(course, data),
    certificate: certificate ? `/demo-media/certificates/${certificate.id}.svg` : null,
    created_at: course.created_at,
  };
}

/** The demo's WebVTT captions: the first clip has them, in Arabic and English. */
const captionsOf = (path: string, lang: DemoLang) =>
  path.endsWith('/clip-1.webm') ? path.replace(/\.webm$/, `.${lang}.vtt`) : null;

/** Sections as a visitor or student sees them: locked items keep their lock and hide their path. */
export function sectionJson(course: SeedCourse, section: SeedSection, lang: DemoLang, data: UserData | null) {
  const open = course.status === 'free' || isSubscribed(course, data);
  return {
    id: section.id,
    title: tr(section.title, lang),
    status: open ? 'free' : section.status,
    exam_duration: section.exam_duration,
    videos: section.videos.map((v) => {
      const free = open || v.status_value === 'free';
      return {
        id: v.id,
        title: tr(v.title, lang),
        path: free ? v.path : '',
        duration: v.duration,
        status_value: free ? 'free' : 'locked',
        view: !!data?.views.includes(v.id),
        // Not in the spec's list: a captions track in the page's language, for the clips that have one.
        captions: free ? captionsOf(v.path, lang) : null,
      };
    }),
    pdfs: section.pdfs.map((p) => {
      const free = open || p.status === 'free';
      return {
        id: p.id,
        title: tr(p.title, lang),
        path: free ? p.path : '',
        status: free ? 'free' : 'locked',
        duration: p.duration,
      };
    }),
    exam: section.exam ? { id: section.exam.id, view: !!data?.exams[String(section.exam.id)] } : null,
  };
}

export function planJson(planId: number, lang: DemoLang) {
  const plan = plans.find((p) => p.id === planId);
  if (!plan) return null;
  return {
    id: plan.id,
    title: tr(plan.title, lang),
    description: tr(plan.description, lang),
    image: plan.image,
    final_price: plan.final_price,
    price_before_discount: plan.price_before_discount,
    discount: plan.discount,
    renewal_price: plan.renewal_price,
    duration_per_month: plan.duration_per_month,
    courses_limit: plan.courses_limit,
  };
}

export interface Coupon {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  expired?: boolean;
}

/** Demo coupons (documented in the README). */
export const COUPONS: Coupon[] = [
  { code: 'DARS10', kind: 'percent', value: 10 },
  { code: 'WELCOME50', kind: 'amount', value: 50 },
  { code: 'RAMADAN25', kind: 'percent', value: 25 },
  { code: 'EXPIRED2024', kind: 'percent', value: 30, expired: true },
];

export const findCoupon = (code: string) => COUPONS.find((c) => c.code.toLowerCase() === code.trim().toLowerCase());

const round2 = (n: number) => Math.round(n * 100) / 100;

export function priceDetails(data: UserData) {
  const items = data.cart.map((id) => findCourse(id)).filter((c): c is SeedCourse => !!c);
  const subTotal = round2(items.reduce((sum, c) => sum + c.final_price, 0));
  const coupon = data.coupon ? findCoupon(data.coupon) : undefined;
  const discount = !coupon
    ? 0
    : round2(Math.min(subTotal, coupon.kind === 'percent' ? (subTotal * coupon.value) / 100 : coupon.value));
  const taxValue = round2(((subTotal - discount) * TAX_PERCENT) / 100);
  return {
    sub_total: subTotal,
    discount_value: discount,
    tax: TAX_PERCENT,
    tax_value: taxValue,
    total_price: round2(subTotal - discount + taxValue),
    coupon_applied: !!coupon,
    coupon_code: coupon?.code ?? null,
  };
}
