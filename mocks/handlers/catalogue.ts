import { http, type RequestHandler } from 'msw';
import { catalogue, categoryJson, courseJson, planJson, ratingOf, tr } from '../catalogue.ts';
import { demoNow } from '../clock.ts';
import { api, EMAIL, invalid, ok, paged, readFields, requireFields, route, text } from '../http-utils.ts';
import { msg } from '../messages.ts';
import { type DemoContext, dataOf, userOf } from './context.ts';

/** The catalogue: banners, course lists and search, filters, categories, instructors, plans, FAQ, complaints. */
export function catalogueHandlers({ store, state }: DemoContext): RequestHandler[] {
  return [
    http.get(
      api('banners'),
      route(({ lang }) =>
        ok({
          data: catalogue.banners.map((b) => ({
            id: b.id,
            image: b.image,
            title: tr(b.title, lang),
            description: tr(b.description, lang),
          })),
        }),
      ),
    ),

    http.get(
      api('courses/filters'),
      route(({ lang }) => {
        const s = state();
        const price: Record<string, number> = { free: 0, paid: 0 };
        const reviews: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
        for (const course of catalogue.courses) {
          price[course.status] = (price[course.status] ?? 0) + 1;
          const stars = Math.round(ratingOf(course.id, s));
          if (stars >= 1) reviews[String(stars)] = (reviews[String(stars)] ?? 0) + 1;
        }
        return ok({ data: { categories: catalogue.categories.map((c) => categoryJson(c.id, lang)), price, reviews } });
      }),
    ),

    http.get(
      api('courses'),
      route(({ request, lang }) => {
        const s = state();
        const data = dataOf(s, userOf(request, s));
        const query = new URL(request.url).searchParams;
        const search = query.get('search');
        const categoryId = Number.parseInt(query.get('category_id') ?? '', 10);
        const rates = (query.get('rate') ?? '')
          .split(',')
          .map((r) => Number.parseInt(r, 10))
          .filter((r) => r >= 1 && r <= 5);
        const status = query.get('status');
        const prices = (query.get('price') ?? '')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
        let list = [...catalogue.courses].sort((a, b) => b.created_at.localeCompare(a.created_at));
        if (search !== null) {
          const term = search.trim().toLowerCase();
          list = list.filter(
            (c) => term && [c.title.ar, c.title.en, c.slug].some((t) => t.toLowerCase().includes(term)),
          );
        }
        if (Number.isFinite(categoryId)) list = list.filter((c) => c.categoryId === categoryId);
        if (rates.length) list = list.filter((c) => rates.includes(Math.round(ratingOf(c.id, s))));
        if (status === 'free' || status === 'paid') list = list.filter((c) => c.status === status);
        if (prices.length) list = list.filter((c) => prices.includes(c.status));
        const items = list.map((c) => courseJson(c, lang, s, data));
        // Search pages with meta.last_page; the listing with paginate.last_page (no per_page: everything).
        return ok(search !== null ? paged(items, query, 20, 'meta') : paged(items, query, null, 'paginate'));
      }),
    ),

    http.get(
      api('categories'),
      route(({ request, lang }) => {
        const query = new URL(request.url).searchParams;
        return ok(
          paged(
            catalogue.categories.map((c) => categoryJson(c.id, lang)),
            query,
            20,
            'paginate',
          ),
        );
      }),
    ),

    http.get(
      api('instructors'),
      route(({ request, lang }) => {
        const query = new URL(request.url).searchParams;
        const items = catalogue.instructors.map((i) => ({
          id: i.id,
          name: tr(i.name, lang),
          image: i.image,
          description: tr(i.description, lang),
          category: { title: categoryJson(i.categoryId, lang).title },
        }));
        return ok(paged(items, query, 20, 'paginate'));
      }),
    ),

    http.get(
      api('plans'),
      route(({ lang }) => ok({ data: catalogue.plans.map((p) => planJson(p.id, lang)) })),
    ),

    http.get(
      api('frequently-questions'),
      route(({ request, lang }) => {
        const query = new URL(request.url).searchParams;
        const items = catalogue.faqs.map((f) => ({
          id: f.id,
          question: tr(f.question, lang),
          answer: tr(f.answer, lang),
        }));
        return ok(paged(items, query, 10, 'paginate'));
      }),
    ),

    http.post(
      api('complaint-suggestion'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['name', 'email', 'address', 'body'], lang);
        if (!EMAIL.test(text(fields, 'email'))) invalid(lang, { email: msg('invalidEmail', lang) });
        store.write((draft) => {
          draft.complaints.push({
            name: text(fields, 'name'),
            email: text(fields, 'email'),
            address: text(fields, 'address'),
            body: text(fields, 'body'),
            created_at: new Date(demoNow()).toISOString(),
          });
        });
        return ok({ message: msg('complaintSent', lang) });
      }),
    ),
  ];
}
