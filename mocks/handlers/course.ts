import { http, type RequestHandler } from 'msw';
import { catalogue, courseJson, findExam, findVideo, isSubscribed, progressOf, sectionJson, tr } from '../catalogue.ts';
import { demoNow } from '../clock.ts';
import { api, fail, invalid, ok, readFields, requireFields, route, text } from '../http-utils.ts';
import { msg } from '../messages.ts';
import { courseOr404, type DemoContext, dataOf, subscribe, userOf } from './context.ts';

/** A course: its page, reviews and sections, subscribing, favourites, reviews, video views and exams. */
export function courseHandlers({ store, state, student, writeUser }: DemoContext): RequestHandler[] {
  return [
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
        if (plan && Date.parse(plan.expired_at) > demoNow() && plan.courses_used < limit) {
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
        // The instructor's rating (the dialog's step 2) is optional; when sent it is 1 to 5 like the course's.
        const instructor = text(fields, 'instructor_rating');
        if (instructor !== '' && !/^[1-5]$/.test(instructor))
          invalid(lang, { instructor_rating: msg('ratingRange', lang) });
        if (!isSubscribed(course, dataOf(state(), user))) fail(403, 'notSubscribed', lang);
        store.write((draft) => {
          draft.reviews = draft.reviews.filter((r) => !(r.courseId === course.id && r.userId === user.id));
          draft.reviews.push({
            id: store.nextId(draft),
            courseId: course.id,
            userId: user.id,
            rate: rating,
            comment: text(fields, 'comment'),
            created_at: new Date(demoNow()).toISOString(),
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
              created_at: new Date(demoNow()).toISOString(),
            });
            data.notifications.unshift({
              id: store.nextId(draft),
              title: { ar: msg('certificateTitle', 'ar'), en: msg('certificateTitle', 'en') },
              body: {
                ar: msg('certificateBody', 'ar', { course: course.title.ar }),
                en: msg('certificateBody', 'en', { course: course.title.en }),
              },
              created_at: new Date(demoNow()).toISOString(),
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
        // The client asks for every answer (spec section 8); a timed exam whose time ran out sends what is
        // answered: an unanswered question counts as wrong. Nothing answered at all is refused.
        if (chosen.size === 0) invalid(lang, { answers: msg('answerAll', lang) });
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
  ];
}
