import type { RequestHandler } from 'msw';
import { accountHandlers } from './handlers/account.ts';
import { cartHandlers } from './handlers/cart.ts';
import { catalogueHandlers } from './handlers/catalogue.ts';
import { createContext, type DemoContext } from './handlers/context.ts';
import { courseHandlers } from './handlers/course.ts';
import { infoHandlers } from './handlers/info.ts';
import { mediaHandlers } from './handlers/media.ts';
import { notificationsHandlers } from './handlers/notifications.ts';
import { paymentHandlers } from './handlers/payment.ts';
import { profileHandlers } from './handlers/profile.ts';
import { seedState } from './seed-state.ts';
import { DemoStore } from './store.ts';

export { api } from './http-utils.ts';

/**
 * Every domain's handlers, in the order msw tries them. A new domain: add `handlers/<domain>.ts`
 * (see handlers/README.md) and list it here. Order matters only where two paths overlap:
 * catalogue's `courses/filters` must come before course's `courses/:slug`.
 */
const domains: ((context: DemoContext) => RequestHandler[])[] = [
  infoHandlers,
  catalogueHandlers,
  courseHandlers,
  accountHandlers,
  profileHandlers,
  notificationsHandlers,
  cartHandlers,
  paymentHandlers,
  mediaHandlers,
];

/**
 * Every /api/v1 call of the spec (section 7), over one store. Visitors' and students' calls
 * validate like a strict server: missing fields → 422 with per-field errors, no token → 401,
 * unknown slug or id → 404.
 */
export function createHandlers(store: DemoStore): RequestHandler[] {
  const context = createContext(store);
  return domains.flatMap((domain) => domain(context));
}

/** The store Storybook and vitest share (memory only); the dev/preview servers make their own, kept in a file. */
export const demoStore = new DemoStore(() => seedState());
export const handlers = createHandlers(demoStore);
export const resetDemoStore = () => demoStore.reset();
