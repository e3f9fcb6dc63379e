import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { delayed, describeModelPaths, done, failed, lastOf } from '../testing';
import { ChunkTimeoutError, LAZY_SCREEN_DELAYS, lazyScreenMachine } from './lazyScreenMachine';

const screenModule = { default: () => null };

function start() {
  const loads: { resolve: (m: unknown) => void; reject: (e: unknown) => void }[] = [];
  const logFailure = vi.fn();
  const actor = createActor(
    lazyScreenMachine.provide({
      actors: { load: fromPromise(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))) },
      actions: { logFailure: (_, { error }) => logFailure(error) },
    }),
  ).start();
  const settle = async (how: 'resolve' | 'reject', value: unknown) => {
    const load = loads.at(-1);
    if (!load) throw new Error('no load under way');
    if (how === 'resolve') load.resolve(value);
    else load.reject(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, loads, logFailure, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazyScreenMachine', () => {
  it('loads the chunk and ends with its module', async () => {
    const { actor, settle } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle('resolve', screenModule);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.module).toBe(screenModule);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails on a load error, logs it, and loads again on retry', async () => {
    const { actor, settle, loads, logFailure } = start();
    const error = new TypeError('Failed to fetch dynamically imported module');
    await settle('reject', error);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(logFailure).toHaveBeenCalledWith(error);
    actor.send({ type: 'screen.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().context.attempts).toBe(2);
    await settle('resolve', screenModule);
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('ignores retry unless failed', () => {
    const { actor, loads } = start();
    actor.send({ type: 'screen.retry' });
    expect(loads).toHaveLength(1);
  });
});

describe('lazyScreenMachine timers (spec: 120 s)', () => {
  it('waits the full 120 s before giving up', async () => {
    const { actor } = start();
    expect(LAZY_SCREEN_DELAYS.loadTimeout).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ChunkTimeoutError);
  });

  it('a chunk arriving after the time-out does not flip the failure', async () => {
    const { actor, settle } = start();
    await vi.advanceTimersByTimeAsync(120_000);
    await settle('resolve', screenModule);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a retry gets a fresh 120 s', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(120_000);
    actor.send({ type: 'screen.retry' });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('honours a delay changed through provide', async () => {
    const actor = createActor(
      lazyScreenMachine.provide({
        delays: { loadTimeout: 50 },
        actors: { load: fromPromise(() => new Promise(() => {})) },
        actions: { logFailure: () => {} },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(50);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('lazyScreenMachine', () => {
  const failure = new Error('chunk failed');
  const AFTER_TIMEOUT = 'xstate.after.loadTimeout.lazyScreen.loading';
  describeModelPaths(lazyScreenMachine, {
    events: [
      { type: 'screen.retry' },
      done('load', screenModule),
      failed('load', failure),
      delayed('loadTimeout', 'lazyScreen.loading'),
    ],
    serialize: (s) => JSON.stringify(s.value),
    start: () => {
      const sut = start();
      const settler = {
        resolve: (value: unknown) => sut.settle('resolve', value),
        reject: (error: unknown) => sut.settle('reject', error),
      };
      return { ...sut, settle: { load: settler } };
    },
    expectStates: ['"loading"', '"loaded"', '"failed"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      // The route shows a spinner, the screen, or a retry after logging why (the chunk's error, or that
      // it took too long).
      const last = lastOf(steps, 'screen.retry', 'xstate.done.actor.load', 'xstate.error.actor.load', AFTER_TIMEOUT);
      const at =
        last?.type === 'xstate.done.actor.load' ? 'loaded' : last?.type === 'screen.retry' || !last ? 'busy' : 'failed';
      expect({
        busy: s.hasTag('busy'),
        loaded: s.hasTag('loaded'),
        failed: s.hasTag('failed'),
        module: s.hasTag('loaded') ? s.context.module : null,
      }).toEqual({
        busy: at === 'busy',
        loaded: at === 'loaded',
        failed: at === 'failed',
        module: at === 'loaded' ? screenModule : null,
      });
      const logged = sut.logFailure.mock.calls.map(([error]) =>
        error instanceof ChunkTimeoutError ? 'timeout' : error,
      );
      expect(logged).toEqual(
        steps
          .filter((e) => e.type === 'xstate.error.actor.load' || e.type === AFTER_TIMEOUT)
          .map((e) => (e.type === AFTER_TIMEOUT ? 'timeout' : e.error)),
      );
      // The chunk asked for at the start and once per retry.
      expect(sut.loads).toHaveLength(steps.filter((e) => e.type === 'screen.retry').length + 1);
    },
  });
});
