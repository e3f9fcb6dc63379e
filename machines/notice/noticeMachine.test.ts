import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { delayed, describeModelPaths, type ModelEvent } from '../testing';
import { NOTICE_DELAYS, noticeMachine } from './noticeMachine';

function start() {
  const actor = createActor(noticeMachine).start();
  const shown = () => actor.getSnapshot().hasTag('success');
  return { actor, shown };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('noticeMachine', () => {
  it('shows nothing until told, then shows the notice', () => {
    const { actor, shown } = start();
    expect(shown()).toBe(false);
    actor.send({ type: 'notice.show' });
    expect(shown()).toBe(true);
  });

  it('closes itself after exactly 2 s (spec: notices 2 s)', () => {
    expect(NOTICE_DELAYS.notice).toBe(2000);
    const { actor, shown } = start();
    actor.send({ type: 'notice.show' });
    vi.advanceTimersByTime(1999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
  });

  it('told again while it shows, gives its 2 s again from then', () => {
    const { actor, shown } = start();
    actor.send({ type: 'notice.show' });
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'notice.show' });
    vi.advanceTimersByTime(1999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
  });
});

describeModelPaths(noticeMachine, {
  events: [{ type: 'notice.show' }, delayed('notice', 'notice.shown')],
  serialize: (s) => JSON.stringify(s.value),
  start: () => start(),
  expectStates: ['"hidden"', '"shown"'],
  // Shown after a `notice.show` not yet followed by its 2 s; hidden otherwise.
  check: (sut, _expected, steps: ModelEvent[]) => {
    const last = steps.at(-1);
    expect(sut.shown()).toBe(last?.type === 'notice.show');
  },
});
