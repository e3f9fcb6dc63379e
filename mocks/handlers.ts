import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  CURRENCY,
  catalogue,
  categoryJson,
  courseJson,
  findCoupon,
  findCourse,
  findExam,
  findVideo,
  isSubscribed,
  planJson,
  priceDetails,
  progressOf,
  ratingOf,
  sectionJson,
  tr,
} from './catalogue.ts';
import { appInfo } from './data/info.ts';
import type { SeedCourse } from './data/types.ts';
import {
  api,
  DemoHttpError,
  demoHeaders,
  EMAIL,
  fail,
  invalid,
  isFileLike,
  ok,
  paged,
  readFields,
  requireFields,
  route,
  text,
} from './http-utils.ts';
import type { DemoLang } from './lang.ts';
import { mediaSvg } from './media-svg.ts';
import { msg } from './messages.ts';
import { seedState } from './seed-state.ts';
import { DEMO_CODE, type DemoState, DemoStore, type DemoUser, emptyUserData, type UserData } from './store.ts';

export { api } from './http-utils.ts';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : null;
}

function userOf(request: Request, state: DemoState): DemoUser | null {
  const token = tokenOf(request);
  const id = token ? state.tokens[token] : undefined;
  return id === undefined ? null : (state.users.find((u) => u.id === id) ?? null);
}

const dataOf = (state: DemoState, user: DemoUser | null): UserData | null =>
  user ? (state.userData[String(user.id)] ?? emptyUserData()) : null;

function courseOr404(key: string | number | undefined, lang: DemoLang): SeedCourse {
  const course = key === undefined ? undefined : findCourse(key);
  if (!course) fail(404, 'courseNotFound', lang);
  return course;
}

const profileJson = (user: DemoUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone_key: user.phone_key,
  phone: user.phone,
  image: user.image,
});

const newToken = () => `demo.${crypto.randomUUID().replaceAll('-', '')}`;

/** The user's data in a draft, created when missing. */
function ensureUserData(draft: DemoState, userId: number): UserData {
  const key = String(userId);
  const existing = draft.userData[key];
  if (existing) return existing;
  const created = emptyUserData();
  draft.userData[key] = created;
  return created;
}

/** Subscribes the user and takes the course out of their cart. */
function subscribe(draft: DemoState, userId: number, course: SeedCourse) {
  const data = ensureUserData(draft, userId);
  if (!data.subscriptions.includes(course.id)) data.subscriptions.push(course.id);
  data.cart = data.cart.filter((id) => id !== course.id);
}

/**
 * Every /api/v1 call of the spec (section 7), over one store. Visitors' and students' calls
 * validate like a strict server: missing fields → 422 with per-field errors, no token → 401,
 * unknown slug or id → 404.
 */
export function createHandlers(store: DemoStore): RequestHandler[] {
  const state = () => store.state;

  /** The signed-in user, or 401. */
  function student(request: Request, lang: DemoLang): DemoUser {
    const user = userOf(request, state());
    if (!user) fail(401, 'unauthenticated', lang);
    return user;
  }

  function writeUser<T>(user: DemoUser, change: (data: UserData, draft: DemoState) => T): T {
    return store.write((draft) => {
      const data = ensureUserData(draft, user.id);
      return change(data, draft);
    });
  }

  return [
    // ───────────── Public information ─────────────
    http.get(
      api('info'),
      route(({ lang }) => ok({ data: appInfo[lang] })),
    ),

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
      api('courses/:slug'),
      route(({ request, params, lang }) => {
        const s = state();
        const course = courseOr404(params.slug as string, lang);
        return ok({ data: courseJson(course, lang, s, dataOf(s, userOf(request, s))) });
      }),
    ),

    http.get(
      api('courses/:slug/reviews'),
      route(({ params, lang }) => {
        const s = state();
        const course = courseOr404(params.slug as string, lang);
        const own = s.reviews
          .filter((r) => r.courseId === course.id)
          .map((r) => {
            const user = s.users.find((u) => u.id === r.userId);
            return {
              id: r.id,
              rate: r.rate,
              comment: r.comment,
              created_at: r.created_at,
              user: { name: user?.name ?? '', image: user?.image ?? null },
            };
          });
        const seeded = catalogue.reviews
          .filter((r) => r.courseId === course.id)
          .map((r) => ({
            id: r.id,
            rate: r.rate,
            comment: tr(r.comment, lang),
            created_at: r.created_at,
            user: { name: tr(r.user.name, lang), image: r.user.image },
          }));
        return ok({ data: [...own, ...seeded].sort((a, b) => b.created_at.localeCompare(a.created_at)) });
      }),
    ),

    http.get(
      api('courses/:slug/sections'),
      route(({ request, params, lang }) => {
        const s = state();
        const course = courseOr404(params.slug as string, lang);
        const data = dataOf(s, userOf(request, s));
        return ok({ data: course.sections.map((section) => sectionJson(course, section, lang, data)) });
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
            created_at: new Date().toISOString(),
          });
        });
        return ok({ message: msg('complaintSent', lang) });
      }),
    ),

    // ───────────── Account ─────────────
    http.post(
      api('login'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email', 'password'], lang);
        const email = text(fields, 'email').toLowerCase();
        const user = state().users.find((u) => u.email.toLowerCase() === email);
        const password = typeof fields.password === 'string' ? fields.password : '';
        if (!user || user.password !== password) fail(401, 'wrongCredentials', lang);
        if (!user.verified) fail(403, 'notVerified', lang);
        const token = newToken();
        store.write((draft) => {
          draft.tokens[token] = user.id;
        });
        return ok({ message: msg('loggedIn', lang), data: { token, user: profileJson(user) } });
      }),
    ),

    http.post(
      api('register'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        const errors: Record<string, string> = {};
        for (const name of ['name', 'email', 'phone', 'password', 'confirm_password']) {
          if (!text(fields, name)) errors[name] = msg('required', lang);
        }
        const email = text(fields, 'email').toLowerCase();
        const phone = text(fields, 'phone');
        const password = typeof fields.password === 'string' ? fields.password : '';
        if (email && !EMAIL.test(email)) errors.email = msg('invalidEmail', lang);
        else if (email && state().users.some((u) => u.email.toLowerCase() === email))
          errors.email = msg('emailTaken', lang);
        if (phone && state().users.some((u) => u.phone === phone)) errors.phone = msg('phoneTaken', lang);
        if (password && password.length < 6) errors.password = msg('passwordShort', lang);
        if (password && text(fields, 'confirm_password') && password !== fields.confirm_password)
          errors.confirm_password = msg('passwordMismatch', lang);
        if (Object.keys(errors).length) invalid(lang, errors);
        const phoneKey = text(fields, 'phone_key') || '+20';
        store.write((draft) => {
          const id = store.nextId(draft);
          draft.users.push({
            id,
            name: text(fields, 'name'),
            email,
            password,
            phone_key: phoneKey,
            phone,
            image: null,
            verified: false,
          });
          draft.userData[String(id)] = {
            ...emptyUserData(),
            notifications: [
              {
                id: store.nextId(draft),
                title: { ar: msg('welcomeTitle', 'ar'), en: msg('welcomeTitle', 'en') },
                body: { ar: msg('welcomeBody', 'ar'), en: msg('welcomeBody', 'en') },
                created_at: new Date().toISOString(),
                is_read: false,
              },
            ],
          };
          // Registering "emails" the verification code.
          draft.codes[email] = DEMO_CODE;
        });
        return ok({ message: msg('registered', lang) });
      }),
    ),

    http.post(
      api('send/code'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email'], lang);
        const email = text(fields, 'email').toLowerCase();
        if (!EMAIL.test(email)) invalid(lang, { email: msg('invalidEmail', lang) });
        if (!state().users.some((u) => u.email.toLowerCase() === email))
          invalid(lang, { email: msg('emailUnknown', lang) });
        store.write((draft) => {
          draft.codes[email] = DEMO_CODE;
        });
        return ok({ message: msg('codeSent', lang) });
      }),
    ),

    http.post(
      api('verify-code'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email', 'verification_code'], lang);
        const email = text(fields, 'email').toLowerCase();
        const expected = state().codes[email];
        if (!expected || expected !== text(fields, 'verification_code')) {
          invalid(lang, { verification_code: msg('codeWrong', lang) });
        }
        store.write((draft) => {
          const user = draft.users.find((u) => u.email.toLowerCase() === email);
          if (user) user.verified = true;
          draft.resetAllowed[email] = true;
          delete draft.codes[email];
        });
        return ok({ message: msg('codeVerified', lang) });
      }),
    ),

    http.post(
      api('reset/password'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email', 'password', 'password_confirmation'], lang);
        const email = text(fields, 'email').toLowerCase();
        const password = String(fields.password);
        if (password !== fields.password_confirmation)
          invalid(lang, { password_confirmation: msg('passwordMismatch', lang) });
        if (password.length < 6) invalid(lang, { password: msg('passwordShort', lang) });
        if (!state().users.some((u) => u.email.toLowerCase() === email))
          invalid(lang, { email: msg('emailUnknown', lang) });
        if (!state().resetAllowed[email]) fail(403, 'resetNotAllowed', lang);
        store.write((draft) => {
          const user = draft.users.find((u) => u.email.toLowerCase() === email);
          if (user) user.password = password;
          delete draft.resetAllowed[email];
        });
        return ok({ message: msg('passwordReset', lang) });
      }),
    ),

    http.get(
      api('profile'),
      route(({ request, lang }) => ok({ data: profileJson(student(request, lang)) })),
    ),

    http.post(
      api('profile/update'),
      route(async ({ request, lang }) => {
        const user = student(request, lang);
        const fields = await readFields(request);
        requireFields(fields, ['name', 'email', 'phone_key', 'phone'], lang);
        if (text(fields, 'email').toLowerCase() !== user.email.toLowerCase())
          invalid(lang, { email: msg('emailReadOnly', lang) });
        const phone = text(fields, 'phone');
        if (state().users.some((u) => u.id !== user.id && u.phone === phone))
          invalid(lang, { phone: msg('phoneTaken', lang) });
        const image = fields.image;
        let upload: { type: string; base64: string } | null = null;
        if (isFileLike(image) && image.size > 0) {
          if (!image.type.startsWith('image/')) invalid(lang, { image: msg('imageType', lang) });
          if (image.size > MAX_IMAGE_BYTES) invalid(lang, { image: msg('imageSize', lang) });
          const bytes = new Uint8Array(await image.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          upload = { type: image.type, base64: btoa(binary) };
        }
        const updated = store.write((draft) => {
          const target = draft.users.find((u) => u.id === user.id);
          if (!target) throw new DemoHttpError(404, { success: false, message: msg('notFound', lang) });
          target.name = text(fields, 'name');
          target.phone_key = text(fields, 'phone_key');
          target.phone = phone;
          if (upload) {
            const key = `u${user.id}-${store.nextId(draft)}`;
            draft.uploads[key] = upload;
            target.image = `/demo-media/uploads/${key}`;
          }
          return { ...target };
        });
        return ok({ message: msg('profileUpdated', lang), data: profileJson(updated) });
      }),
    ),

    http.post(
      api('profile/change/password'),
      route(async ({ request, lang }) => {
        const user = student(request, lang);
        const fields = await readFields(request);
        requireFields(fields, ['old_password', 'new_password', 'confirm_password'], lang);
        if (fields.old_password !== user.password) invalid(lang, { old_password: msg('oldPasswordWrong', lang) });
        if (fields.new_password !== fields.confirm_password)
          invalid(lang, { confirm_password: msg('passwordMismatch', lang) });
        if (String(fields.new_password).length < 6) invalid(lang, { new_password: msg('passwordShort', lang) });
        store.write((draft) => {
          const target = draft.users.find((u) => u.id === user.id);
          if (target) target.password = String(fields.new_password);
        });
        return ok({ message: msg('passwordChanged', lang) });
      }),
    ),

    http.get(
      api('profile/my-plan'),
      route(({ request, lang }) => {
        const user = student(request, lang);
        const data = dataOf(state(), user);
        const current = data?.plan;
        const plan = current ? planJson(current.planId, lang) : null;
        const active = current ? Date.parse(current.expired_at) > Date.now() : false;
        return ok({
          data: {
            my_plan:
              current && plan
                ? {
                    id: plan.id,
                    title: plan.title,
                    renewal_price: plan.renewal_price,
                    courses_used: current.courses_used,
                    courses_limit: plan.courses_limit,
                    status: {
                      value: active ? 'active' : 'expired',
                      title: active ? (lang === 'ar' ? 'نشطة' : 'Active') : lang === 'ar' ? 'منتهية' : 'Expired',
                    },
                    created_at: current.created_at,
                    expired_at: current.expired_at,
                  }
                : null,
            plans: catalogue.plans.filter((p) => p.id !== current?.planId).map((p) => planJson(p.id, lang)),
          },
        });
      }),
    ),

    http.get(
      api('profile/my-courses'),
      route(({ request, lang }) => {
        const s = state();
        const data = dataOf(s, student(request, lang));
        const items = (data?.subscriptions ?? [])
          .map((id) => findCourse(id))
          .filter((c): c is SeedCourse => !!c)
          .map((c) => courseJson(c, lang, s, data));
        return ok(paged(items, new URL(request.url).searchParams, 20, 'paginate'));
      }),
    ),

    http.get(
      api('profile/my-courses/not-completed'),
      route(({ request, lang }) => {
        const s = state();
        const data = dataOf(s, student(request, lang));
        const items = (data?.subscriptions ?? [])
          .map((id) => findCourse(id))
          .filter((c): c is SeedCourse => !!c && progressOf(c, data) < 100)
          .map((c) => courseJson(c, lang, s, data));
        return ok({ data: items });
      }),
    ),

    http.get(
      api('profile/my-favorites'),
      route(({ request, lang }) => {
        const s = state();
        const data = dataOf(s, student(request, lang));
        const items = (data?.favorites ?? [])
          .map((id) => findCourse(id))
          .filter((c): c is SeedCourse => !!c)
          .map((c) => courseJson(c, lang, s, data));
        return ok(paged(items, new URL(request.url).searchParams, 20, 'paginate'));
      }),
    ),

    http.get(
      api('profile/my-certificate'),
      route(({ request, lang }) => {
        const data = dataOf(state(), student(request, lang));
        const items = (data?.certificates ?? []).map((c) => {
          const course = findCourse(c.courseId);
          return {
            id: c.id,
            course: course ? tr(course.title, lang) : '',
            certificate: `/demo-media/certificates/${c.id}.svg`,
            created_at: c.created_at,
          };
        });
        return ok(paged(items, new URL(request.url).searchParams, 20, 'meta'));
      }),
    ),

    // ───────────── Actions ─────────────
    http.post(
      api('courses/:id/subscribe'),
      route(({ request, params, lang }) => {
        const user = student(request, lang);
        const course = courseOr404(params.id as string, lang);
        const data = dataOf(state(), user);
        if (isSubscribed(course, data)) invalid(lang, { course: msg('alreadySubscribed', lang) });
        if (course.status === 'free') {
          store.write((draft) => subscribe(draft, user.id, course));
          return ok({ message: msg('subscribed', lang) });
        }
        const plan = data?.plan;
        const limit = plan ? (catalogue.plans.find((p) => p.id === plan.planId)?.courses_limit ?? 0) : 0;
        if (plan && Date.parse(plan.expired_at) > Date.now() && plan.courses_used < limit) {
          store.write((draft) => {
            subscribe(draft, user.id, course);
            const own = draft.userData[String(user.id)]?.plan;
            if (own) own.courses_used += 1;
          });
          return ok({ message: msg('subscribedWithPlan', lang) });
        }
        fail(422, 'paidCourse', lang);
      }),
    ),

    http.post(
      api('courses/:id/toggle-favorite'),
      route(({ request, params, lang }) => {
        const user = student(request, lang);
        const course = courseOr404(params.id as string, lang);
        const added = writeUser(user, (data) => {
          const has = data.favorites.includes(course.id);
          data.favorites = has ? data.favorites.filter((id) => id !== course.id) : [...data.favorites, course.id];
          return !has;
        });
        return ok({ status: 200, is_favorite: added, message: msg(added ? 'favoriteAdded' : 'favoriteRemoved', lang) });
      }),
    ),

    http.post(
      api('courses/:slug/add-review'),
      route(async ({ request, params, lang }) => {
        const user = student(request, lang);
        const course = courseOr404(params.slug as string, lang);
        const fields = await readFields(request);
        requireFields(fields, ['rating'], lang);
        const rating = Number(text(fields, 'rating'));
        if (!Number.isInteger(rating) || rating < 1 || rating > 5) invalid(lang, { rating: msg('ratingRange', lang) });
        if (!isSubscribed(course, dataOf(state(), user))) fail(403, 'notSubscribed', lang);
        store.write((draft) => {
          draft.reviews = draft.reviews.filter((r) => !(r.courseId === course.id && r.userId === user.id));
          draft.reviews.push({
            id: store.nextId(draft),
            courseId: course.id,
            userId: user.id,
            rate: rating,
            comment: text(fields, 'comment'),
            created_at: new Date().toISOString(),
          });
        });
        return ok({ message: msg('reviewAdded', lang) });
      }),
    ),

    http.post(
      api('courses/sections/video/:id/submit'),
      route(({ request, params, lang }) => {
        const user = student(request, lang);
        const found = findVideo(Number(params.id));
        if (!found) fail(404, 'notFound', lang);
        const { course, video } = found;
        const open =
          course.status === 'free' || video.status_value === 'free' || isSubscribed(course, dataOf(state(), user));
        if (!open) fail(403, 'locked', lang);
        const progress = writeUser(user, (data, draft) => {
          if (!data.views.includes(video.id)) data.views.push(video.id);
          const now = progressOf(course, data);
          if (now === 100 && isSubscribed(course, data) && !data.certificates.some((c) => c.courseId === course.id)) {
            data.certificates.push({
              id: store.nextId(draft),
              courseId: course.id,
              created_at: new Date().toISOString(),
            });
            data.notifications.unshift({
              id: store.nextId(draft),
              title: { ar: msg('certificateTitle', 'ar'), en: msg('certificateTitle', 'en') },
              body: {
                ar: msg('certificateBody', 'ar', { course: course.title.ar }),
                en: msg('certificateBody', 'en', { course: course.title.en }),
              },
              created_at: new Date().toISOString(),
              is_read: false,
            });
          }
          return now;
        });
        return ok({ message: msg('videoViewed', lang), data: { progress } });
      }),
    ),

    http.get(
      api('courses/sections/exam/:examId/questions'),
      route(({ request, params, lang }) => {
        const user = student(request, lang);
        const found = findExam(Number(params.examId));
        if (!found) fail(404, 'notFound', lang);
        const open =
          found.course.status === 'free' ||
          found.section.status === 'free' ||
          isSubscribed(found.course, dataOf(state(), user));
        if (!open) fail(403, 'locked', lang);
        return ok({
          data: found.exam.questions.map((q) => ({
            id: q.id,
            question: tr(q.question, lang),
            answer_1: tr(q.answers[0], lang),
            answer_2: tr(q.answers[1], lang),
            answer_3: tr(q.answers[2], lang),
            answer_4: tr(q.answers[3], lang),
          })),
        });
      }),
    ),

    http.post(
      api('courses/sections/exam/:examId/submit'),
      route(async ({ request, params, lang }) => {
        const user = student(request, lang);
        const found = findExam(Number(params.examId));
        if (!found) fail(404, 'notFound', lang);
        let answers: unknown = null;
        try {
          answers = ((await request.json()) as { answers?: unknown }).answers;
        } catch {
          answers = null;
        }
        if (!Array.isArray(answers)) invalid(lang, { answers: msg('answerAll', lang) });
        const chosen = new Map<number, string>();
        for (const a of answers as { question_id?: unknown; answer_id?: unknown }[]) {
          if (a && typeof a === 'object' && /^answer_[1-4]$/.test(String(a.answer_id))) {
            chosen.set(Number(a.question_id), String(a.answer_id));
          }
        }
        const { questions } = found.exam;
        if (questions.some((q) => !chosen.has(q.id))) invalid(lang, { answers: msg('answerAll', lang) });
        const score = questions.filter((q) => chosen.get(q.id) === `answer_${q.correct}`).length;
        writeUser(user, (data) => {
          data.exams[String(found.exam.id)] = { score, total: questions.length };
        });
        return ok({
          message: msg('examResult', lang, { score, total: questions.length }),
          data: { score, total: questions.length },
        });
      }),
    ),

    http.get(
      api('notifications'),
      route(({ request, lang }) => {
        const data = dataOf(state(), student(request, lang));
        return ok({
          data: (data?.notifications ?? []).map((n) => ({
            id: n.id,
            title: tr(n.title, lang),
            body: tr(n.body, lang),
            created_at: n.created_at,
            is_read: n.is_read,
          })),
        });
      }),
    ),

    http.post(
      api('notifications/read-all'),
      route(({ request, lang }) => {
        const user = student(request, lang);
        writeUser(user, (data) => {
          for (const n of data.notifications) n.is_read = true;
        });
        return ok({ message: msg('notificationsRead', lang) });
      }),
    ),

    ...(['read', 'delete'] as const).map((kind) =>
      http.post(
        api(`notifications/${kind}`),
        route(async ({ request, lang }) => {
          const user = student(request, lang);
          const fields = await readFields(request);
          requireFields(fields, ['notification_id'], lang);
          const id = Number(text(fields, 'notification_id'));
          if (!dataOf(state(), user)?.notifications.some((n) => n.id === id)) fail(404, 'notFound', lang);
          writeUser(user, (data) => {
            if (kind === 'delete') data.notifications = data.notifications.filter((n) => n.id !== id);
            else for (const n of data.notifications) if (n.id === id) n.is_read = true;
          });
          return ok({ message: msg(kind === 'delete' ? 'notificationDeleted' : 'notificationRead', lang) });
        }),
      ),
    ),

    http.get(
      api('cart/courses'),
      route(({ request, lang }) => {
        const s = state();
        const user = student(request, lang);
        const data = dataOf(s, user) ?? emptyUserData();
        const courses = data.cart
          .map((id) => findCourse(id))
          .filter((c): c is SeedCourse => !!c)
          .map((c) => courseJson(c, lang, s, data));
        return ok({ data: courses, cart: { id: user.id, courses_count: courses.length, currency: CURRENCY } });
      }),
    ),

    http.get(
      api('cart/price-details'),
      route(({ request, lang }) =>
        ok({ data: priceDetails(dataOf(state(), student(request, lang)) ?? emptyUserData()) }),
      ),
    ),

    http.post(
      api('cart/:id/toggle-cart'),
      route(({ request, params, lang }) => {
        const user = student(request, lang);
        const course = courseOr404(params.id as string, lang);
        const data = dataOf(state(), user);
        const inCart = !!data?.cart.includes(course.id);
        if (!inCart) {
          if (course.status === 'free') fail(422, 'cartFree', lang);
          if (isSubscribed(course, data)) fail(422, 'alreadySubscribed', lang);
        }
        writeUser(user, (d) => {
          d.cart = inCart ? d.cart.filter((id) => id !== course.id) : [...d.cart, course.id];
          if (d.cart.length === 0) d.coupon = null;
        });
        return ok({ message: msg(inCart ? 'cartRemoved' : 'cartAdded', lang) });
      }),
    ),

    http.post(
      api('cart/add-coupon'),
      route(async ({ request, lang }) => {
        const user = student(request, lang);
        const fields = await readFields(request);
        requireFields(fields, ['coupon'], lang);
        if (!dataOf(state(), user)?.cart.length) fail(422, 'cartEmpty', lang);
        const coupon = findCoupon(text(fields, 'coupon'));
        if (!coupon) invalid(lang, { coupon: msg('couponInvalid', lang) });
        if (coupon.expired) invalid(lang, { coupon: msg('couponExpired', lang) });
        writeUser(user, (data) => {
          data.coupon = coupon.code;
        });
        return ok({ message: msg('couponApplied', lang) });
      }),
    ),

    http.post(
      api('cart/remove-coupon'),
      route(({ request, lang }) => {
        const user = student(request, lang);
        if (!dataOf(state(), user)?.coupon) fail(422, 'couponNone', lang);
        writeUser(user, (data) => {
          data.coupon = null;
        });
        return ok({ message: msg('couponRemoved', lang) });
      }),
    ),

    http.post(
      api('payment/checkout'),
      route(async ({ request, lang }) => {
        const user = student(request, lang);
        const fields = await readFields(request);
        requireFields(fields, ['invoice_type'], lang);
        const type = text(fields, 'invoice_type');
        const origin = new URL(request.url).origin;
        const invoice = (
          itemId: number,
          amount: number,
          kind: 'course_subscription' | 'plan_subscription' | 'renew_plan',
        ) => {
          const id = crypto.randomUUID();
          store.write((draft) => {
            draft.invoices[id] = { id, userId: user.id, type: kind, itemId, amount, status: 'pending' };
          });
          return ok({
            message: msg('checkoutRedirect', lang),
            data: { redirect: true, url: `${origin}/demo-payment/${id}` },
          });
        };
        if (type === 'course_subscription') {
          requireFields(fields, ['course_id'], lang);
          const course = courseOr404(text(fields, 'course_id'), lang);
          const data = dataOf(state(), user);
          if (isSubscribed(course, data)) fail(422, 'alreadySubscribed', lang);
          if (course.status === 'free') {
            store.write((draft) => subscribe(draft, user.id, course));
            return ok({ message: msg('subscribed', lang), data: { redirect: false, url: null } });
          }
          const inCart = data?.cart.includes(course.id) ? priceDetails(data).total_price : null;
          return invoice(course.id, inCart ?? course.final_price, 'course_subscription');
        }
        if (type === 'plan_subscription') {
          requireFields(fields, ['plan_id'], lang);
          const plan = catalogue.plans.find((p) => p.id === Number(text(fields, 'plan_id')));
          if (!plan) fail(404, 'planNotFound', lang);
          return invoice(plan.id, plan.final_price, 'plan_subscription');
        }
        if (type === 'renew_plan') {
          requireFields(fields, ['renew_plan'], lang);
          const current = dataOf(state(), user)?.plan;
          if (!current) fail(422, 'noPlanToRenew', lang);
          const plan = catalogue.plans.find((p) => p.id === current.planId);
          if (!plan) fail(404, 'planNotFound', lang);
          return invoice(plan.id, plan.renewal_price, 'renew_plan');
        }
        invalid(lang, { invoice_type: msg('invoiceType', lang) });
      }),
    ),

    // ───────────── The local payment page checkout redirects to ─────────────
    http.get('*/demo-payment/:id', ({ params }) => {
      const invoice = store.state.invoices[String(params.id)];
      if (invoice?.status !== 'pending') return new HttpResponse('Unknown or settled invoice', { status: 404 });
      const item =
        invoice.type === 'course_subscription'
          ? findCourse(invoice.itemId)?.title
          : catalogue.plans.find((p) => p.id === invoice.itemId)?.title;
      return new HttpResponse(paymentPage(invoice.id, item?.ar ?? '', item?.en ?? '', invoice.amount), {
        headers: { 'content-type': 'text/html; charset=utf-8', ...demoHeaders },
      });
    }),

    http.post('*/demo-payment/:id/:outcome', ({ request, params }) => {
      const id = String(params.id);
      const invoice = store.state.invoices[id];
      const origin = new URL(request.url).origin;
      if (invoice?.status !== 'pending') return HttpResponse.redirect(`${origin}/payment-warning`, 303);
      if (params.outcome !== 'pay') {
        store.write((draft) => {
          const inv = draft.invoices[id];
          if (inv) inv.status = 'cancelled';
        });
        return HttpResponse.redirect(`${origin}/payment-warning`, 303);
      }
      store.write((draft) => settle(draft, store, id));
      return HttpResponse.redirect(`${origin}/payment-success`, 303);
    }),

    // ───────────── Demo media generated on the fly ─────────────
    http.get('*/demo-media/uploads/:key', ({ params }) => {
      const upload = store.state.uploads[String(params.key)];
      if (!upload) return new HttpResponse(null, { status: 404 });
      const bytes = Uint8Array.from(atob(upload.base64), (c) => c.charCodeAt(0));
      return new HttpResponse(bytes, { headers: { 'content-type': upload.type } });
    }),

    http.get('*/demo-media/certificates/:file', ({ request, params }) => {
      const id = Number(String(params.file).replace(/\.svg$/, ''));
      for (const [userId, data] of Object.entries(store.state.userData)) {
        const cert = data.certificates.find((c) => c.id === id);
        if (!cert) continue;
        const user = store.state.users.find((u) => String(u.id) === userId);
        const course = findCourse(cert.courseId);
        const lang: DemoLang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'ar';
        return new HttpResponse(
          certificateSvg(user?.name ?? '', course ? tr(course.title, lang) : '', cert.created_at, lang),
          {
            headers: { 'content-type': 'image/svg+xml' },
          },
        );
      }
      return new HttpResponse(null, { status: 404 });
    }),

    http.get('*/demo-media/:kind/:file', ({ request }) => {
      const svg = mediaSvg(new URL(request.url).pathname);
      // Anything else under /demo-media (videos, pdfs) is a real file: let it through.
      if (svg === null) return undefined;
      return new HttpResponse(svg, {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
      });
    }),
  ];
}

/** Marks an invoice paid and gives the student what they paid for. */
function settle(draft: DemoState, store: DemoStore, invoiceId: string) {
  const invoice = draft.invoices[invoiceId];
  if (!invoice) return;
  invoice.status = 'paid';
  const data = ensureUserData(draft, invoice.userId);
  const now = Date.now();
  if (invoice.type === 'course_subscription') {
    const course = findCourse(invoice.itemId);
    if (course) subscribe(draft, invoice.userId, course);
    data.coupon = data.cart.length ? data.coupon : null;
  } else {
    const plan = catalogue.plans.find((p) => p.id === invoice.itemId);
    if (!plan) return;
    const months = plan.duration_per_month * 30 * 24 * 60 * 60 * 1000;
    if (invoice.type === 'renew_plan' && data.plan) {
      const from = Math.max(now, Date.parse(data.plan.expired_at));
      data.plan.expired_at = new Date(from + months).toISOString();
    } else {
      data.plan = {
        planId: plan.id,
        created_at: new Date(now).toISOString(),
        expired_at: new Date(now + months).toISOString(),
        courses_used: 0,
      };
    }
  }
  const item =
    invoice.type === 'course_subscription'
      ? findCourse(invoice.itemId)?.title
      : catalogue.plans.find((p) => p.id === invoice.itemId)?.title;
  data.notifications.unshift({
    id: store.nextId(draft),
    title: { ar: msg('paymentDone', 'ar'), en: msg('paymentDone', 'en') },
    body: {
      ar: msg('paymentDoneBody', 'ar', { item: item?.ar ?? '' }),
      en: msg('paymentDoneBody', 'en', { item: item?.en ?? '' }),
    },
    created_at: new Date(now).toISOString(),
    is_read: false,
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function paymentPage(id: string, itemAr: string, itemEn: string, amount: number): string {
  const price = `${amount.toFixed(2)} ${CURRENCY}`;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>بوابة الدفع التجريبية | Demo payment</title>
<style>body{font-family:system-ui,'Noto Sans Arabic',sans-serif;background:#F6F7FB;margin:0;display:grid;place-items:center;min-height:100vh;color:#14171F}
main{background:#fff;border-radius:16px;box-shadow:0 4px 16px rgb(20 23 31/8%);padding:32px;max-width:420px;width:calc(100% - 32px);line-height:1.7}
h1{font-size:1.4rem;margin:0 0 8px}p{margin:4px 0}.en{direction:ltr;text-align:left;color:#525866}
.row{display:flex;gap:12px;margin-top:24px}button{flex:1;min-height:44px;border-radius:999px;border:1px solid #E3E6EE;font:inherit;font-weight:700;cursor:pointer;background:#fff}
button.pay{background:#004EFE;color:#fff;border-color:#004EFE}</style></head>
<body><main><h1>بوابة الدفع التجريبية</h1><p class="en" lang="en">Demo payment gateway — no real money moves.</p>
<p>${escapeHtml(itemAr)}</p><p class="en" lang="en">${escapeHtml(itemEn)}</p><p><strong>${price}</strong></p>
<div class="row"><form method="post" action="/demo-payment/${id}/pay" style="flex:1;display:flex"><button class="pay" type="submit">ادفع الآن · Pay</button></form>
<form method="post" action="/demo-payment/${id}/cancel" style="flex:1;display:flex"><button type="submit">إلغاء · Cancel</button></form></div></main></body></html>`;
}

function certificateSvg(name: string, course: string, date: string, lang: DemoLang): string {
  const rtl = lang === 'ar';
  const heading = rtl ? 'شهادة إتمام' : 'Certificate of completion';
  const line = rtl ? 'تشهد أكاديمية درس بأن' : 'Dars Academy certifies that';
  const done = rtl ? 'أتمّ بنجاح دورة' : 'has successfully completed';
  const day = new Date(date).toLocaleDateString(rtl ? 'ar-EG' : 'en-GB', { dateStyle: 'long' });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1123 794" role="img" direction="${rtl ? 'rtl' : 'ltr'}">
<title>${escapeHtml(heading)}</title><rect width="1123" height="794" fill="#FFFFFF"/>
<rect x="24" y="24" width="1075" height="746" fill="none" stroke="#004EFE" stroke-width="6" rx="18"/>
<rect x="44" y="44" width="1035" height="706" fill="none" stroke="#00B34F" stroke-width="2" rx="12"/>
<g font-family="system-ui, 'Noto Sans Arabic', sans-serif" text-anchor="middle" fill="#14171F">
<text x="561" y="200" font-size="54" font-weight="700" fill="#004EFE">${escapeHtml(heading)}</text>
<text x="561" y="290" font-size="26">${escapeHtml(line)}</text>
<text x="561" y="370" font-size="44" font-weight="700">${escapeHtml(name)}</text>
<text x="561" y="440" font-size="26">${escapeHtml(done)}</text>
<text x="561" y="510" font-size="34" font-weight="700" fill="#004EFE">${escapeHtml(course)}</text>
<text x="561" y="640" font-size="22" fill="#525866">${escapeHtml(day)}</text></g></svg>`;
}

/** The store Storybook and vitest share (memory only); the dev/preview servers make their own, kept in a file. */
export const demoStore = new DemoStore(() => seedState());
export const handlers = createHandlers(demoStore);
export const resetDemoStore = () => demoStore.reset();
