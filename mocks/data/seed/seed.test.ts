import { describe, expect, it } from 'vitest';
import type { SeedCourse, Text } from '../types.ts';
import { banners, categories, courses, faqs, instructors, notifications, plans, reviews } from './index.ts';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const CLIPS = ['/demo-media/videos/clip-1.webm', '/demo-media/videos/clip-2.webm', '/demo-media/videos/clip-3.webm'];
const HMS = /^\d{2}:[0-5]\d:[0-5]\d$/;

const seconds = (hms: string): number => {
  expect(hms).toMatch(HMS);
  const [h = 0, m = 0, s = 0] = hms.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === 'ar,en';

/** Every { ar, en } object anywhere under value, with where it was found. */
function collectTexts(value: unknown, path: string, out: Array<[string, Text]>): Array<[string, Text]> {
  if (isText(value)) {
    out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      collectTexts(item, `${path}[${i}]`, out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collectTexts(item, `${path}.${key}`, out);
  }
  return out;
}

const expectUnique = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);

const sections = courses.flatMap((c) => c.sections);
const videos = sections.flatMap((s) => s.videos);
const pdfs = sections.flatMap((s) => s.pdfs);
const exams = sections.flatMap((s) => (s.exam ? [s.exam] : []));
const questions = exams.flatMap((e) => e.questions);

const reviewsOf = (course: SeedCourse) => reviews.filter((r) => r.courseId === course.id);

describe('seed data', () => {
  it('has the expected number of records', () => {
    expect(categories).toHaveLength(8);
    expect(instructors).toHaveLength(12);
    expect(courses).toHaveLength(40);
    expect(plans).toHaveLength(4);
    expect(faqs).toHaveLength(30);
    expect(banners).toHaveLength(5);
    expect(notifications).toHaveLength(16);
    expect(reviews.length).toBeGreaterThanOrEqual(130);
    expect(reviews.length).toBeLessThanOrEqual(170);
  });

  it('has unique ids per kind, across all courses for nested records', () => {
    for (const list of [categories, instructors, courses, plans, faqs, banners, notifications, reviews]) {
      expectUnique(list.map((item) => item.id));
    }
    for (const list of [sections, videos, pdfs, exams, questions]) {
      expectUnique(list.map((item) => item.id));
    }
    expect(exams).toHaveLength(sections.length);
  });

  it('has non-empty texts in both languages, with Arabic letters in the Arabic one', () => {
    const texts = collectTexts(
      { categories, instructors, courses, plans, faqs, banners, notifications, reviews },
      '',
      [],
    );
    expect(texts.length).toBeGreaterThan(1000);
    for (const [path, text] of texts) {
      expect(text.ar.trim(), path).not.toBe('');
      expect(text.en.trim(), path).not.toBe('');
      expect(text.ar, path).toMatch(ARABIC_LETTER);
      expect(text.en, path).not.toMatch(ARABIC_LETTER);
    }
  });

  it('has categories with pictures except one', () => {
    expect(categories.filter((c) => c.image === null)).toHaveLength(1);
    for (const c of categories) {
      if (c.image !== null) expect(c.image).toBe(`/demo-media/categories/${c.id}.svg`);
    }
  });

  it('has instructors in existing categories, covering all of them', () => {
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const i of instructors) {
      expect(categoryIds.has(i.categoryId)).toBe(true);
      expect(i.image).toBe(`/demo-media/avatars/${i.id}.svg`);
    }
    expect(new Set(instructors.map((i) => i.categoryId)).size).toBe(categories.length);
  });
});

describe('seed courses', () => {
  it('have unique kebab-case slugs and matching covers', () => {
    expectUnique(courses.map((c) => c.slug));
    for (const c of courses) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.image).toBe(`/demo-media/covers/${c.slug}.svg`);
    }
  });

  it('belong to existing categories (5 each) and are taught by an instructor of that category', () => {
    for (const category of categories) {
      expect(courses.filter((c) => c.categoryId === category.id)).toHaveLength(5);
    }
    for (const c of courses) {
      const instructor = instructors.find((i) => i.id === c.instructorId);
      expect(instructor, c.slug).toBeDefined();
      expect(instructor?.categoryId, c.slug).toBe(c.categoryId);
    }
  });

  it('have consistent prices', () => {
    const free = courses.filter((c) => c.status === 'free');
    const paid = courses.filter((c) => c.status === 'paid');
    expect(free.length).toBeGreaterThanOrEqual(8);
    expect(free.length).toBeLessThanOrEqual(12);
    for (const c of free) {
      expect(c.price_before_discount, c.slug).toBe(0);
      expect(c.final_price, c.slug).toBe(0);
    }
    for (const c of paid) {
      expect(c.final_price, c.slug).toBeGreaterThan(0);
      expect(c.final_price, c.slug).toBeLessThanOrEqual(c.price_before_discount);
    }
    const discounted = paid.filter((c) => c.final_price < c.price_before_discount);
    expect(discounted.length).toBeGreaterThanOrEqual(paid.length * 0.3);
    expect(discounted.length).toBeLessThanOrEqual(paid.length * 0.7);
  });

  it('have realistic metadata', () => {
    for (const c of courses) {
      expect(c.students_count).toBeGreaterThanOrEqual(12);
      expect(c.students_count).toBeLessThanOrEqual(4800);
      expect(c.created_at >= '2024-01-01' && c.created_at < '2026-01-01', c.slug).toBe(true);
      expect(Number.isNaN(Date.parse(c.created_at))).toBe(false);
      if (c.intro_video !== null) expect(CLIPS).toContain(c.intro_video);
      expect(c.description.ar).toMatch(/^<p>/);
      expect(c.description.en).toMatch(/^<p>/);
    }
    const withIntro = courses.filter((c) => c.intro_video !== null).length;
    expect(withIntro).toBeGreaterThanOrEqual(14);
    expect(withIntro).toBeLessThanOrEqual(26);
    expect(courses.some((c) => c.language.en === 'English')).toBe(true);
    expect(courses.filter((c) => c.title.en.split(/\s+/).length > 5).length).toBeGreaterThanOrEqual(3);
  });

  it('have 3 to 8 sections, the first one free and the others locked unless the course is free', () => {
    for (const c of courses) {
      expect(c.sections.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.sections.length, c.slug).toBeLessThanOrEqual(8);
      c.sections.forEach((s, index) => {
        const open = c.status === 'free' || index === 0;
        expect(s.status, `${c.slug} #${index}`).toBe(open ? 'free' : 'paid');
        for (const v of s.videos) expect(v.status_value).toBe(open ? 'free' : 'locked');
        for (const p of s.pdfs) expect(p.status).toBe(open ? 'free' : 'locked');
      });
    }
  });

  it('have 2 to 4 playable videos and at most one pdf per section', () => {
    for (const s of sections) {
      expect(s.videos.length).toBeGreaterThanOrEqual(2);
      expect(s.videos.length).toBeLessThanOrEqual(4);
      expect(s.pdfs.length).toBeLessThanOrEqual(1);
      expect(s.exam_duration).toBeGreaterThanOrEqual(10);
      expect(s.exam_duration).toBeLessThanOrEqual(30);
    }
    for (const v of videos) {
      expect(CLIPS).toContain(v.path);
      expect(seconds(v.duration)).toBeGreaterThanOrEqual(3 * 60);
      expect(seconds(v.duration)).toBeLessThanOrEqual(25 * 60);
    }
    for (const p of pdfs) {
      expect(p.path).toMatch(/^\/demo-media\/pdfs\/lesson-[123]\.pdf$/);
      expect(seconds(p.duration)).toBeGreaterThan(0);
    }
  });

  it('have an exam of 4 questions with 4 answers in every section', () => {
    for (const s of sections) {
      expect(s.exam).not.toBeNull();
      expect(s.exam?.questions).toHaveLength(4);
    }
    for (const q of questions) {
      expect(q.answers).toHaveLength(4);
      expect([1, 2, 3, 4]).toContain(q.correct);
      expectUnique(q.answers.map((a) => a.en));
    }
  });

  it('last as long as their videos together', () => {
    for (const c of courses) {
      const total = c.sections.flatMap((s) => s.videos).reduce((sum, v) => sum + seconds(v.duration), 0);
      expect(seconds(c.duration), c.slug).toBe(total);
    }
  });
});

describe('seed reviews', () => {
  it('point to existing courses, with valid rates and dates', () => {
    for (const r of reviews) {
      const course = courses.find((c) => c.id === r.courseId);
      expect(course).toBeDefined();
      expect([1, 2, 3, 4, 5]).toContain(r.rate);
      expect(r.created_at.startsWith('2025-')).toBe(true);
      expect(r.created_at >= (course?.created_at ?? '')).toBe(true);
      if (r.user.image !== null) expect(r.user.image).toMatch(/^\/demo-media\/avatars\/u\d+\.svg$/);
    }
    expect(reviews.some((r) => r.user.image === null)).toBe(true);
  });

  it('are mostly 4 or 5 stars', () => {
    const good = reviews.filter((r) => r.rate >= 4).length;
    expect(good / reviews.length).toBeGreaterThanOrEqual(0.7);
    expect(reviews.some((r) => r.rate <= 2)).toBe(true);
  });

  it('fill more than one page on some courses and none on others', () => {
    expect(courses.filter((c) => reviewsOf(c).length > 6).length).toBeGreaterThanOrEqual(6);
    expect(courses.filter((c) => reviewsOf(c).length === 0).length).toBeGreaterThanOrEqual(3);
  });
});

describe('seed plans, banners and notifications', () => {
  it('plans have consistent prices', () => {
    expect(plans.map((p) => p.duration_per_month)).toEqual([1, 3, 6, 12]);
    for (const p of plans) {
      expect(p.final_price).toBeGreaterThan(0);
      expect(p.final_price).toBeLessThanOrEqual(p.price_before_discount);
      expect(p.discount).toBe(Math.round((1 - p.final_price / p.price_before_discount) * 100));
      expect(p.renewal_price).toBeGreaterThan(0);
      expect(p.courses_limit).toBeGreaterThan(0);
      expect(p.image).toBe(`/demo-media/plans/${p.id}.svg`);
    }
  });

  it('banners have their pictures', () => {
    for (const b of banners) expect(b.image).toBe(`/demo-media/banners/${b.id}.svg`);
  });

  it('notifications: 12 unread, all from the last weeks of 2025', () => {
    expect(notifications.filter((n) => !n.is_read)).toHaveLength(12);
    expect(notifications.filter((n) => n.is_read)).toHaveLength(4);
    for (const n of notifications) {
      expect(n.created_at >= '2025-11-15' && n.created_at < '2026-01-01', String(n.id)).toBe(true);
    }
  });
});
