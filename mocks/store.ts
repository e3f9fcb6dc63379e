import type { SeedNotification, Text } from './data/types.ts';

/**
 * The demo backend's mutable state: accounts, sessions and everything a student changes.
 * The catalogue (courses, instructors, plans, …) is static seed data and never stored here.
 * JSON-serialisable, so the dev/preview servers can keep it in a file across reloads and restarts.
 */

export const DEMO_STUDENT = {
  email: 'student@dars.example',
  password: 'Dars@2025',
  name: 'سارة أحمد',
} as const;

/** The verification code the demo "emails": always this one. */
export const DEMO_CODE = '123456';

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  password: string;
  phone_key: string;
  phone: string;
  image: string | null;
  verified: boolean;
}

export interface UserNotification {
  id: number;
  title: Text;
  body: Text;
  created_at: string;
  is_read: boolean;
}

export interface UserData {
  subscriptions: number[];
  favorites: number[];
  /** Watched video ids. */
  views: number[];
  /** Exam id → last score. */
  exams: Record<string, { score: number; total: number }>;
  cart: number[];
  coupon: string | null;
  notifications: UserNotification[];
  plan: { planId: number; created_at: string; expired_at: string; courses_used: number } | null;
  /** `undated`: the API answers the certificate with `created_at: null` (the certificate image keeps its date). */
  certificates: { id: number; courseId: number; created_at: string; undated?: boolean }[];
}

export interface UserReview {
  id: number;
  courseId: number;
  userId: number;
  rate: number;
  comment: string;
  created_at: string;
}

export interface Invoice {
  id: string;
  userId: number;
  type: 'course_subscription' | 'plan_subscription' | 'renew_plan';
  itemId: number;
  amount: number;
  status: 'pending' | 'paid' | 'cancelled';
  /** The web app's origin that asked for the checkout: paying or cancelling returns there. */
  returnTo?: string;
}

export interface DemoState {
  version: 1;
  users: DemoUser[];
  userData: Record<string, UserData>;
  /** Bearer token → user id. */
  tokens: Record<string, number>;
  /** Email → code sent. */
  codes: Record<string, string>;
  /** Emails whose reset code was verified. */
  resetAllowed: Record<string, boolean>;
  reviews: UserReview[];
  complaints: { name: string; email: string; address: string; body: string; created_at: string }[];
  uploads: Record<string, { type: string; base64: string }>;
  invoices: Record<string, Invoice>;
  nextId: number;
}

export function emptyUserData(): UserData {
  return {
    subscriptions: [],
    favorites: [],
    views: [],
    exams: {},
    cart: [],
    coupon: null,
    notifications: [],
    plan: null,
    certificates: [],
  };
}

export interface Persistence {
  load(): DemoState | null;
  save(state: DemoState): void;
  clear?(): void;
}

/**
 * Holds the state. Every write runs on a copy that replaces the state only when the
 * write finishes without throwing: a handler that rejects bad input half-way changes nothing.
 */
export class DemoStore {
  #state: DemoState;
  readonly #seed: () => DemoState;
  readonly #persistence: Persistence | undefined;

  constructor(seed: () => DemoState, persistence?: Persistence) {
    this.#seed = seed;
    this.#persistence = persistence;
    const loaded = persistence?.load();
    this.#state = loaded && loaded.version === 1 ? loaded : seed();
  }

  get state(): Readonly<DemoState> {
    return this.#state;
  }

  write<T>(change: (draft: DemoState) => T): T {
    const draft = structuredClone(this.#state);
    const result = change(draft);
    this.#state = draft;
    this.#persistence?.save(draft);
    return result;
  }

  nextId(draft: DemoState): number {
    draft.nextId += 1;
    return draft.nextId;
  }

  reset(): void {
    this.#persistence?.clear?.();
    this.#state = this.#seed();
    this.#persistence?.save(this.#state);
  }
}

export const toUserNotification = (n: SeedNotification): UserNotification => ({ ...n });
