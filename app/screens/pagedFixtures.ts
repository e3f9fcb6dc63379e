/**
 * msw overrides for the paged screens' stories (never imported by the app): lists long enough for a
 * second page, built from the demo catalogue and answered page by page like the demo API.
 */
import { catalogue, type DemoLang, langOf, seedState } from '@dars/mocks';
import { categoryJson, courseJson, tr } from '@dars/mocks/catalogue';
import { api, ok, paged } from '@dars/mocks/http-utils';
import { type HttpHandler, HttpResponse, http } from 'msw';

type Form = 'paginate' | 'meta';

/** GET `path` answers `count` items made by `make`, 20 a page, with the pager in `form`. */
export function longList(
  path: string,
  count: number,
  make: (index: number, lang: DemoLang) => Record<string, unknown>,
  form: Form = 'paginate',
): HttpHandler {
  return http.get(api(path), ({ request }) => {
    const lang = langOf(request);
    const items = Array.from({ length: count }, (_, i) => make(i, lang));
    return ok(paged(items, new URL(request.url).searchParams, 20, form));
  });
}

/** GET `path` answers an empty first page. */
export const emptyList = (path: string, form: Form = 'paginate'): HttpHandler =>
  http.get(api(path), () => ok({ data: [], [form]: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }));

const state = seedState();
const courseAt = (i: number) => catalogue.courses[i % catalogue.courses.length];

/** 26 departments (every fifth without a picture): two pages. */
export const manyDepartments = longList('categories', 26, (i, lang) => {
  const base = categoryJson((i % 8) + 1, lang);
  return { ...base, id: 100 + i, title: `${base.title} ${i + 1}`, image: i % 5 === 4 ? null : base.image };
});

/** 26 instructors: two pages. */
export const manyInstructors = longList('instructors', 26, (i, lang) => {
  const instructor = catalogue.instructors[i % catalogue.instructors.length];
  return {
    id: 100 + i,
    name: instructor ? tr(instructor.name, lang) : '',
    image: instructor?.image ?? '',
    category: { title: instructor ? categoryJson(instructor.categoryId, lang).title : '' },
  };
});

/** `count` courses as `path` answers them, with `extra` fields (progress, favourite). */
export const manyCourses = (path: string, count: number, extra: (i: number) => Record<string, unknown>) =>
  longList(path, count, (i, lang) => {
    const course = courseAt(i);
    return course ? { ...courseJson(course, lang, state, null), ...extra(i) } : {};
  });

/** 26 certificates (`meta.last_page`): two pages; the third has no issue date. */
export const manyCertificates = longList(
  'profile/my-certificate',
  26,
  (i, lang) => {
    const course = courseAt(i);
    return {
      id: 500 + i,
      course: course ? tr(course.title, lang) : '',
      certificate: `https://certificates.example/${500 + i}.pdf`,
      created_at: i === 2 ? null : new Date(Date.UTC(2025, i % 12, 1 + i)).toISOString(),
    };
  },
  'meta',
);

/**
 * GET `path` fails (500, also on the client's two retries) until `recover()`; then the demo API
 * answers again. A story calls `reset()` in its `beforeEach`, so each run (Arabic, then English)
 * starts failing.
 */
export function failUntilRecovered(path: string) {
  let failing = true;
  return {
    handler: http.get(api(path), () =>
      failing ? HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }) : undefined,
    ),
    recover: () => {
      failing = false;
    },
    reset: () => {
      failing = true;
    },
  };
}
