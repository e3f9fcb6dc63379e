import { ApiError, type AppInfo } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { type InfoPageView, infoPageMachine, infoPageView } from './infoPageMachine';

const info = { name: 'Dars', terms_conditions: '<h2>Terms</h2>' } as AppInfo;

function start() {
  const loadInfo = controlled<AppInfo, unknown>();
  const logFailure = vi.fn();
  const actor = createActor(
    infoPageMachine.provide({
      actors: { loadInfo: loadInfo.logic },
      actions: { logFailure: (_, params) => logFailure(params.error) },
    }),
  ).start();
  const view = () => infoPageView(actor.getSnapshot());
  return { actor, loadInfo, logFailure, view, settle: { loadInfo } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('infoPageMachine', () => {
  it('shows the spinner while the info call runs, then the text', async () => {
    const { actor, loadInfo, view } = start();
    expect(view()).toBe('spinner');
    expect(loadInfo.calls).toHaveLength(1);
    await loadInfo.resolve(info);
    expect(view()).toBe('content');
    expect(actor.getSnapshot().context.info).toBe(info);
  });

  it('an HTTP error or success: false is an unsuccessful reply, and is logged', async () => {
    const { loadInfo, view, logFailure } = start();
    const error = new ApiError('http', { status: 200, serverMessage: 'No' });
    await loadInfo.reject(error);
    expect(view()).toBe('unsuccessful');
    expect(logFailure).toHaveBeenCalledWith(error);
  });

  it('no answer, or one that cannot be read, is an exception', async () => {
    for (const error of [new ApiError('network'), new ApiError('shape'), new TypeError('boom')]) {
      const { loadInfo, view } = start();
      await loadInfo.reject(error);
      expect(view()).toBe('exception');
    }
  });

  it('retry asks again and forgets the old failure', async () => {
    const { actor, loadInfo, view } = start();
    await loadInfo.reject(new ApiError('network'));
    actor.send({ type: 'info.retry' });
    expect(view()).toBe('spinner');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(loadInfo.calls).toHaveLength(2);
    await loadInfo.resolve(info);
    expect(view()).toBe('content');
  });

  it('a language change asks again, from any state', async () => {
    const { actor, loadInfo, view } = start();
    await loadInfo.resolve(info);
    actor.send({ type: 'info.reload' });
    expect(view()).toBe('spinner');
    expect(loadInfo.calls).toHaveLength(2);
  });

  it('retry does nothing while loading or loaded', async () => {
    const { actor, loadInfo } = start();
    actor.send({ type: 'info.retry' });
    expect(loadInfo.calls).toHaveLength(1);
    await loadInfo.resolve(info);
    actor.send({ type: 'info.retry' });
    expect(loadInfo.calls).toHaveLength(1);
  });
});

describeModelPaths(infoPageMachine, {
  events: [
    done('loadInfo', info),
    failed('loadInfo', new ApiError('http', { status: 500 })),
    failed('loadInfo', new ApiError('network')),
    { type: 'info.retry' },
    { type: 'info.reload' },
  ],
  serialize: (s) => `${JSON.stringify(s.value)}|${s.context.failure}`,
  start,
  cover: (s) => `${JSON.stringify(s.value)}|${s.context.failure}`,
  expectStates: ['"loading"|null', '"loaded"|null', '"failed"|unsuccessful', '"failed"|exception'],
  check: (sut, _expected, steps: ModelEvent[]) => {
    // An independent reading of the spec: a language change asks again from anywhere, a retry only after
    // a failure; the page shows the text, the unsuccessful line (the server's error) or the exception line.
    let shown: InfoPageView = 'spinner';
    let loads = 1;
    const logged: unknown[] = [];
    for (const e of steps) {
      if (e.type === 'info.reload' || (e.type === 'info.retry' && shown !== 'spinner' && shown !== 'content')) {
        shown = 'spinner';
        loads += 1;
      } else if (e.type === 'xstate.done.actor.loadInfo' && shown === 'spinner') shown = 'content';
      else if (e.type === 'xstate.error.actor.loadInfo' && shown === 'spinner') {
        shown = (e.error as ApiError).kind === 'http' ? 'unsuccessful' : 'exception';
        logged.push(e.error);
      }
    }
    const snapshot = sut.actor.getSnapshot();
    expect({ view: infoPageView(snapshot), text: shown === 'content' ? snapshot.context.info : null }).toEqual({
      view: shown,
      text: shown === 'content' ? info : null,
    });
    // One info call per visit to loading; each failure logged once.
    expect(sut.loadInfo.calls).toHaveLength(loads);
    expect(sut.logFailure.mock.calls).toEqual(logged.map((error) => [error]));
  },
});
