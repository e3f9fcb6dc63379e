import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
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

describe('lazyScreenMachine model-based paths', () => {
  const AFTER = 'xstate.after.loadTimeout.lazyScreen.loading';
  const failure = new Error('chunk failed');
  const model = new TestModel(lazyScreenMachine, {
    stateMatcher: (snapshot, key) => snapshot.matches(key as never),
    events: [
      { type: 'screen.retry' },
      { type: 'xstate.done.actor.load', output: screenModule },
      { type: 'xstate.error.actor.load', error: failure },
      { type: AFTER },
    ] as never,
    filterEvents: (snapshot, event) => event.type === 'screen.retry' || snapshot.matches('loading' as never),
    serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}`,
  });
  const paths = model.getSimplePaths();

  it('covers loading, loaded and failed', () => {
    const seen = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => s.value));
    expect(seen).toEqual(new Set(['loading', 'loaded', 'failed']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = start();
      await path.test({
        events: {
          'screen.retry': () => {
            sut.actor.send({ type: 'screen.retry' });
          },
          'xstate.done.actor.load': () => sut.settle('resolve', screenModule),
          'xstate.error.actor.load': () => sut.settle('reject', failure),
          [AFTER]: () => vi.advanceTimersByTimeAsync(LAZY_SCREEN_DELAYS.loadTimeout),
        } as never,
        states: {
          loading: () => expect(sut.actor.getSnapshot().value).toBe('loading'),
          loaded: () => expect(sut.actor.getSnapshot().context.module).toBe(screenModule),
          failed: () => {
            expect(sut.actor.getSnapshot().value).toBe('failed');
            expect(sut.logFailure).toHaveBeenCalled();
          },
        },
      });
    });
  }
});
