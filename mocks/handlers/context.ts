import { findCourse } from '../catalogue.ts';
import type { SeedCourse } from '../data/types.ts';
import { fail } from '../http-utils.ts';
import type { DemoLang } from '../lang.ts';
import { type DemoState, type DemoStore, type DemoUser, emptyUserData, type UserData } from '../store.ts';

/**
 * What every domain's handlers share: the store, the signed-in student, per-user writes, and the
 * lookups and serialisers more than one domain needs.
 */
export interface DemoContext {
  store: DemoStore;
  /** The current state (read-only: change it through `store.write` or `writeUser`). */
  state: () => Readonly<DemoState>;
  /** The signed-in user, or 401. */
  student: (request: Request, lang: DemoLang) => DemoUser;
  /** Changes the user's data (created when missing) in one store write. */
  writeUser: <T>(user: DemoUser, change: (data: UserData, draft: DemoState) => T) => T;
}

export function createContext(store: DemoStore): DemoContext {
  const state = () => store.state;

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

  return { store, state, student, writeUser };
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : null;
}

export function userOf(request: Request, state: DemoState): DemoUser | null {
  const token = tokenOf(request);
  const id = token ? state.tokens[token] : undefined;
  return id === undefined ? null : (state.users.find((u) => u.id === id) ?? null);
}

export const dataOf = (state: DemoState, user: DemoUser | null): UserData | null =>
  user ? (state.userData[String(user.id)] ?? emptyUserData()) : null;

export function courseOr404(key: string | number | undefined, lang: DemoLang): SeedCourse {
  const course = key === undefined ? undefined : findCourse(key);
  if (!course) fail(404, 'courseNotFound', lang);
  return course;
}

export const profileJson = (user: DemoUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone_key: user.phone_key,
  phone: user.phone,
  image: user.image,
});

export const newToken = () => `demo.${crypto.randomUUID().replaceAll('-', '')}`;

/** The user's data in a draft, created when missing. */
export function ensureUserData(draft: DemoState, userId: number): UserData {
  const key = String(userId);
  const existing = draft.userData[key];
  if (existing) return existing;
  const created = emptyUserData();
  draft.userData[key] = created;
  return created;
}

/** Subscribes the user and takes the course out of their cart. */
export function subscribe(draft: DemoState, userId: number, course: SeedCourse) {
  const data = ensureUserData(draft, userId);
  if (!data.subscriptions.includes(course.id)) data.subscriptions.push(course.id);
  data.cart = data.cart.filter((id) => id !== course.id);
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
