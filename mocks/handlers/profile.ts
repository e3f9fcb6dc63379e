import { http, type RequestHandler } from 'msw';
import { catalogue, courseJson, findCourse, planJson, progressOf, tr } from '../catalogue.ts';
import { demoNow } from '../clock.ts';
import type { SeedCourse } from '../data/types.ts';
import {
  api,
  DemoHttpError,
  invalid,
  isFileLike,
  ok,
  paged,
  readFields,
  requireFields,
  route,
  text,
} from '../http-utils.ts';
import { msg } from '../messages.ts';
import { type DemoContext, dataOf, profileJson } from './context.ts';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The signed-in student: profile, update, change password, my plan, my courses, favourites, certificates. */
export function profileHandlers({ store, state, student }: DemoContext): RequestHandler[] {
  return [
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
        const active = current ? Date.parse(current.expired_at) > demoNow() : false;
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
            created_at: c.undated ? null : c.created_at,
          };
        });
        return ok(paged(items, new URL(request.url).searchParams, 20, 'meta'));
      }),
    ),
  ];
}
