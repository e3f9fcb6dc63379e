import { http, type RequestHandler } from 'msw';
import { appInfo } from '../data/info.ts';
import { api, ok, route } from '../http-utils.ts';
import type { DemoContext } from './context.ts';

/** GET /info: the app information. */
export function infoHandlers(_context: DemoContext): RequestHandler[] {
  return [
    http.get(
      api('info'),
      route(({ lang }) => ok({ data: appInfo[lang] })),
    ),
  ];
}
