import { ApiError, type AppInfo, parseAppInfo } from '@dars/api';
import { appInfo as demoInfo } from '@dars/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { delayed, describeModelPaths, done, failed } from '../testing';
import { APP_INFO_DELAYS, appInfoMachine } from './appInfoMachine';

const arInfo = parseAppInfo({ data: demoInfo.ar });
const enInfo = parseAppInfo({ data: demoInfo.en });

/** A load the test settles by hand, one promise per invocation. */
function controlledLoads() {
  const pending: { resolve: (info: AppInfo) => void; reject: (error: unknown) => void }[] = [];
  const logFailure = vi.fn();
  const machine = appInfoMachine.provide({
    actors: {
      loadInfo: fromPromise<AppInfo>(
        () =>
          new Promise<AppInfo>((resolve, reject) => {
            pending.push({ resolve, reject });
          }),
      ),
    },
    actions: { logFailure: (_, params) => logFailure(params.error) },
  });
  const actor = createActor(machine).start();
  const settle = async (how: 'resolve' | 'reject', value: unknown) => {
    const load = pending.at(-1);
    if (!load) throw new Error('no load under way');
    if (how === 'resolve') load.resolve(value as AppInfo);
    else load.reject(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, pending, logFailure, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('appInfoMachine', () => {
  it('starts loading at once, quietly, with no info', () => {
    const { actor, pending } = controlledLoads();
    expect(actor.getSnapshot().matches({ loading: 'quiet' })).toBe(true);
    expect(actor.getSnapshot().context.info).toBeNull();
    expect(pending).toHaveLength(1);
  });

  it('becomes ready with the loaded info', async () => {
    const { actor, settle } = controlledLoads();
    await settle('resolve', arInfo);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.info?.name).toBe('أكاديمية درس');
  });

  it('only logs a failure and ends in failed (spec: app info failures are only logged)', async () => {
    const { actor, settle, logFailure } = controlledLoads();
    const error = new ApiError('network');
    await settle('reject', error);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(logFailure).toHaveBeenCalledWith(error);
    expect(actor.getSnapshot().context.info).toBeNull();
  });

  it('logs through the shared failure log by default (machines/failureLog.ts: the console, in development)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(
      appInfoMachine.provide({
        actors: { loadInfo: fromPromise(() => Promise.reject(new ApiError('http', { status: 500 }))) },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spy).toHaveBeenCalledWith('[app info]', expect.any(ApiError));
    spy.mockRestore();
  });

  it('reloads on info.reload and keeps the previous info until the new one arrives', async () => {
    const { actor, settle, pending } = controlledLoads();
    await settle('resolve', arInfo);
    actor.send({ type: 'info.reload' });
    expect(pending).toHaveLength(2);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.info?.name).toBe('أكاديمية درس');
    await settle('resolve', enInfo);
    expect(actor.getSnapshot().context.info?.name).toBe('Dars Academy');
  });

  it('can retry after a failure', async () => {
    const { actor, settle } = controlledLoads();
    await settle('reject', new ApiError('network'));
    actor.send({ type: 'info.reload' });
    await settle('resolve', enInfo);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

describe('appInfoMachine timers', () => {
  it('shows the spinner only after the spinner delay', async () => {
    const { actor } = controlledLoads();
    await vi.advanceTimersByTimeAsync(APP_INFO_DELAYS.spinnerDelay - 1);
    expect(actor.getSnapshot().matches({ loading: 'quiet' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ loading: 'slow' })).toBe(true);
  });

  it('never shows the spinner when info arrives before the delay', async () => {
    const { actor, settle } = controlledLoads();
    await vi.advanceTimersByTimeAsync(APP_INFO_DELAYS.spinnerDelay - 50);
    await settle('resolve', arInfo);
    await vi.advanceTimersByTimeAsync(APP_INFO_DELAYS.spinnerDelay * 2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('honours a delay changed through provide', async () => {
    const machine = appInfoMachine.provide({
      delays: { spinnerDelay: 1000 },
      actors: { loadInfo: fromPromise(() => new Promise<AppInfo>(() => {})) },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().matches({ loading: 'quiet' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ loading: 'slow' })).toBe(true);
  });
});

describe('appInfoMachine', () => {
  const failure = new ApiError('network');
  describeModelPaths(appInfoMachine, {
    events: [
      { type: 'info.reload' },
      done('loadInfo', arInfo),
      failed('loadInfo', failure),
      delayed('spinnerDelay', 'appInfo.loading.quiet'),
    ],
    serialize: (s) => `${JSON.stringify(s.value)}|${!!s.context.info}`,
    start: () => {
      const sut = controlledLoads();
      const settler = {
        resolve: (value: unknown) => sut.settle('resolve', value),
        reject: (error: unknown) => sut.settle('reject', error),
      };
      return { ...sut, settle: { loadInfo: settler } };
    },
    expectStates: ['{"loading":"quiet"}', '{"loading":"slow"}', '"ready"', '"failed"'],
    check: (sut, _expected, steps) => {
      // An independent reading of the spec: loading (quiet, then the spinner), ready or failed; the info
      // last received stays on screen through a reload.
      let at: 'quiet' | 'slow' | 'ready' | 'failed' = 'quiet';
      let info: string | null = null;
      for (const e of steps) {
        if (e.type === 'info.reload' && (at === 'ready' || at === 'failed')) at = 'quiet';
        else if (e.type === 'xstate.after.spinnerDelay.appInfo.loading.quiet' && at === 'quiet') at = 'slow';
        else if (e.type === 'xstate.done.actor.loadInfo' && (at === 'quiet' || at === 'slow')) {
          at = 'ready';
          info = (e.output as AppInfo).name;
        } else if (e.type === 'xstate.error.actor.loadInfo' && (at === 'quiet' || at === 'slow')) at = 'failed';
      }
      const s = sut.actor.getSnapshot();
      // What the shell and the pages read: the info, the spinner, the failure line.
      expect({
        name: s.context.info?.name ?? null,
        loading: s.hasTag('loading'),
        slow: s.hasTag('slow'),
        failed: s.hasTag('failed'),
      }).toEqual({
        name: info,
        loading: at === 'quiet' || at === 'slow',
        slow: at === 'slow',
        failed: at === 'failed',
      });
      // Each failure logged with its error; one GET /info at the start and one per reload.
      const errors = steps.filter((e) => e.type === 'xstate.error.actor.loadInfo').map((e) => [e.error]);
      expect(sut.logFailure.mock.calls).toEqual(errors);
      expect(sut.pending).toHaveLength(steps.filter((e) => e.type === 'info.reload').length + 1);
    },
  });
});
