import { http, type RequestHandler } from 'msw';
import { tr } from '../catalogue.ts';
import { api, fail, ok, readFields, requireFields, route, text } from '../http-utils.ts';
import { msg } from '../messages.ts';
import { type DemoContext, dataOf } from './context.ts';

/** The student's notifications: list, read, read all, delete. */
export function notificationsHandlers({ state, student, writeUser }: DemoContext): RequestHandler[] {
  return [
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
  ];
}
