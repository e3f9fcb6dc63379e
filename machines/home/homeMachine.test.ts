import { ApiError, type Banner, type Course, type Instructor, type Plan } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { type Controlled, controlled, describeModelPaths, done, failed, flush, type ModelEvent } from '../testing';
import { HOME_SECTIONS, type HomeSection, homeMachine, sectionStatus } from './homeMachine';

const banner: Banner = { image: '/b.jpg', title: 'B', description: 'D' };
const courseOf = (id: number) => ({ id, slug: `c-${id}`, title: `Course ${id}` }) as Course;
const instructor = { id: 1, name: 'I', image: '/i.jpg', category: { title: 'X' } } as Instructor;
const plan = { id: 1, title: 'P' } as Plan;

type Settlers = Record<HomeSection, Controlled<never, unknown>>;

function start(student = false, banners?: Banner[]) {
  const settle = Object.fromEntries(HOME_SECTIONS.map((s) => [s, controlled<never, unknown>()])) as Settlers;
  const logFailure = vi.fn();
  const actor = createActor(
    homeMachine.provide({
      actors: Object.fromEntries(HOME_SECTIONS.map((s) => [s, settle[s].logic])) as never,
      actions: { logFailure: (_, params) => logFailure(params.what) },
    }),
    { input: { student, banners } },
  ).start();
  const status = (section: HomeSection) => sectionStatus(actor.getSnapshot(), section);
  const resolve = (section: HomeSection, value: unknown) => settle[section].resolve(value as never);
  return { actor, settle, logFailure, status, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('homeMachine', () => {
  it('a visitor: every section loads at once, the strip is off and never fetched', () => {
    const { status, settle } = start(false);
    for (const s of HOME_SECTIONS.filter((s) => s !== 'myCourses')) {
      expect(status(s)).toBe('loading');
      expect(settle[s].calls).toHaveLength(1);
    }
    expect(status('myCourses')).toBe('off');
    expect(settle.myCourses.calls).toHaveLength(0);
  });

  it('a student: the strip is fetched too', () => {
    const { status, settle } = start(true);
    expect(status('myCourses')).toBe('loading');
    expect(settle.myCourses.calls).toHaveLength(1);
  });

  it('each section settles on its own: loaded with its items, or empty', async () => {
    const { actor, status, resolve } = start(true);
    await resolve('banners', [banner]);
    await resolve('courses', [courseOf(1), courseOf(2)]);
    await resolve('myCourses', []);
    expect(status('banners')).toBe('loaded');
    expect(status('courses')).toBe('loaded');
    expect(status('myCourses')).toBe('empty');
    expect(status('plans')).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ banners: [banner], courses: [courseOf(1), courseOf(2)] });
  });

  it('a failure is logged and only that section fails; retry fetches it again', async () => {
    const { actor, status, settle, logFailure, resolve } = start();
    await settle.instructors.reject(new ApiError('network'));
    expect(status('instructors')).toBe('failed');
    expect(logFailure).toHaveBeenCalledWith('instructors');
    expect(status('plans')).toBe('loading');
    actor.send({ type: 'home.retry', section: 'plans' });
    expect(settle.plans.calls).toHaveLength(1);
    actor.send({ type: 'home.retry', section: 'instructors' });
    expect(status('instructors')).toBe('loading');
    expect(settle.instructors.calls).toHaveLength(2);
    await resolve('instructors', [instructor]);
    expect(status('instructors')).toBe('loaded');
  });

  it('banners already fetched (boot.js) are shown at once and not asked for again; a reload asks', () => {
    const { actor, status, settle } = start(false, [banner]);
    expect(status('banners')).toBe('loaded');
    expect(actor.getSnapshot().context.banners).toEqual([banner]);
    expect(settle.banners.calls).toHaveLength(0);
    expect(settle.courses.calls).toHaveLength(1);
    actor.send({ type: 'home.reload' });
    expect(status('banners')).toBe('loading');
    expect(settle.banners.calls).toHaveLength(1);
  });

  it('an empty early answer is not trusted: the banners are asked for', () => {
    const { status, settle } = start(false, []);
    expect(status('banners')).toBe('loading');
    expect(settle.banners.calls).toHaveLength(1);
  });

  it('banner failures are logged too (the spinner stops)', async () => {
    const { status, settle, logFailure } = start();
    await settle.banners.reject(new ApiError('http', { status: 500 }));
    expect(status('banners')).toBe('failed');
    expect(logFailure).toHaveBeenCalledWith('banners');
  });

  it('reload (another language) fetches every section again', async () => {
    const { actor, settle, resolve, status } = start(true);
    await resolve('plans', [plan]);
    actor.send({ type: 'home.reload' });
    expect(status('plans')).toBe('loading');
    for (const s of HOME_SECTIONS) expect(settle[s].calls).toHaveLength(2);
  });

  it("the screen's report of an unchanged session starts no call; a change restarts only the strip", async () => {
    const { actor, settle, resolve, status } = start(true);
    actor.send({ type: 'home.session', student: true });
    for (const s of HOME_SECTIONS) expect(settle[s].calls).toHaveLength(1);
    await resolve('courses', [courseOf(1)]);
    actor.send({ type: 'home.session', student: false });
    expect(status('courses')).toBe('loaded');
    expect(status('myCourses')).toBe('off');
    actor.send({ type: 'home.session', student: true });
    expect(status('myCourses')).toBe('loading');
    expect(settle.myCourses.calls).toHaveLength(2);
    for (const s of HOME_SECTIONS.filter((s) => s !== 'myCourses')) expect(settle[s].calls).toHaveLength(1);
  });

  it('signing in fetches the strip; signing out hides it and forgets it', async () => {
    const { actor, status, settle, resolve } = start(false);
    actor.send({ type: 'home.session', student: true });
    expect(status('myCourses')).toBe('loading');
    await resolve('myCourses', [courseOf(3)]);
    expect(actor.getSnapshot().context.myCourses).toEqual([courseOf(3)]);
    actor.send({ type: 'home.session', student: false });
    expect(status('myCourses')).toBe('off');
    expect(actor.getSnapshot().context.myCourses).toEqual([]);
    expect(settle.myCourses.calls).toHaveLength(1);
  });
});

describe('homeMachine calls', () => {
  // The real actors against the demo API (msw/node in vitest): the spec's queries and sizes.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('fetches the first 5 FAQs of 10, 16 instructors, every course and the free ones', async () => {
    const seen: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const actor = createActor(homeMachine, { input: { student: false } }).start();
    await vi.waitFor(
      () => {
        for (const s of ['banners', 'courses', 'freeCourses', 'instructors', 'plans', 'faqs'] as const)
          expect(sectionStatus(actor.getSnapshot(), s)).not.toBe('loading');
      },
      { timeout: 5000 },
    );
    for (const [input] of fetchSpy.mock.calls) seen.push(input instanceof Request ? input.url : String(input));
    fetchSpy.mockRestore();
    const query = (path: string) =>
      seen
        .map((u) => new URL(u))
        .filter((u) => u.pathname.endsWith(`/api/v1/${path}`))
        .map((u) => u.search);
    expect(query('frequently-questions')).toEqual(['?per_page=10&page=1']);
    expect(query('instructors')).toEqual(['?per_page=16&page=1']);
    expect(query('courses').sort()).toEqual(['', '?status=free']);
    expect(actor.getSnapshot().context.faqs.length).toBeLessThanOrEqual(5);
    expect(actor.getSnapshot().context.instructors.length).toBeLessThanOrEqual(16);
    expect(actor.getSnapshot().context.freeCourses.every((c) => c.status.value === 'free')).toBe(true);
    actor.stop();
  });
});

describe('homeMachine', () => {
  const courses = [courseOf(1)];
  const error = new ApiError('network');
  /** What each section should show after `steps`. */
  function expected(steps: ModelEvent[], section: HomeSection, student: boolean) {
    if (section === 'myCourses' && !student) return 'off';
    let status = 'loading';
    for (const step of steps) {
      if (step.type === `xstate.done.actor.${section}`) status = (step.output as unknown[]).length ? 'loaded' : 'empty';
      if (step.type === `xstate.error.actor.${section}`) status = 'failed';
      if (step.type === 'home.retry' && step.section === section && status === 'failed') status = 'loading';
      if (step.type === 'home.session' && section === 'myCourses') status = 'loading';
    }
    return status;
  }
  // Its regions are built by one helper, which xstate's config types cannot follow: the graph needs no more.
  describeModelPaths(homeMachine as unknown as AnyStateMachine, {
    input: { student: true },
    events: [
      done('courses', courses),
      done('courses', []),
      failed('courses', error),
      { type: 'home.retry', section: 'courses' },
      done('myCourses', courses),
      failed('myCourses', error),
      { type: 'home.retry', section: 'myCourses' },
      { type: 'home.session', student: false },
      failed('banners', error),
    ],
    serialize: (s) =>
      ['courses', 'myCourses', 'banners'].map((k) => (s.value as Record<string, string>)[k]).join('|') +
      `|${s.context.student}`,
    cover: (s) => ['courses', 'myCourses'].map((k) => (s.value as Record<string, string>)[k]).join('|'),
    start: () => start(true),
    expectStates: ['loaded', 'empty', 'failed', 'loading'].flatMap((c) =>
      ['loading', 'loaded', 'failed', 'off'].map((m) => `${c}|${m}`),
    ),
    check: async (sut, _expected, steps) => {
      await flush();
      const student = !steps.some((s) => s.type === 'home.session');
      // Each section shows what its own answers gave; a failure was logged once per failed answer.
      expect(sut.status('courses')).toBe(expected(steps, 'courses', student));
      expect(sut.status('myCourses')).toBe(expected(steps, 'myCourses', student));
      expect(sut.status('banners')).toBe(expected(steps, 'banners', student));
      const failures = steps.filter((s) => s.type.startsWith('xstate.error.actor.')).map((s) => s.type.slice(19));
      expect(sut.logFailure.mock.calls.map(([section]) => section)).toEqual(failures);
      // The courses shown are what the server gave (nothing before it answered).
      const last = steps.findLast((s) => s.type === 'xstate.done.actor.courses');
      expect(sut.actor.getSnapshot().context.courses).toEqual(last ? last.output : []);
      // Each section was fetched once at the start and once per retry of it after a failure; the strip
      // never for a visitor.
      const retriesOf = (section: HomeSection) =>
        steps.filter(
          (step, i) =>
            step.type === 'home.retry' &&
            step.section === section &&
            expected(steps.slice(0, i), section, true) === 'failed',
        ).length;
      expect(sut.settle.myCourses.calls.length).toBe(1 + retriesOf('myCourses'));
      expect(sut.settle.courses.calls.length).toBe(1 + retriesOf('courses'));
      expect(sut.settle.banners.calls.length).toBe(1);
    },
  });
});
