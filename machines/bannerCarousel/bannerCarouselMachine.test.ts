import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { delayed, describeModelPaths, type ModelEvent } from '../testing';
import { BANNER_DELAYS, bannerCarouselMachine, bannerView, wrapIndex } from './bannerCarouselMachine';

function start(count = 3, reducedMotion = false) {
  const actor = createActor(bannerCarouselMachine, { input: { count, reducedMotion } }).start();
  const view = () => bannerView(actor.getSnapshot());
  return { actor, view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bannerCarouselMachine', () => {
  it('starts on the first banner, playing, nothing fading', () => {
    const { view } = start();
    expect(view()).toEqual({ index: 0, stopped: false, count: 3, previous: null, fading: false, playing: true });
  });

  it('next and previous wrap at both ends', () => {
    const { actor, view } = start(3);
    actor.send({ type: 'banner.previous' });
    expect(view().index).toBe(2);
    actor.send({ type: 'banner.next' });
    expect(view().index).toBe(0);
    actor.send({ type: 'banner.next' });
    actor.send({ type: 'banner.next' });
    expect(view().index).toBe(2);
  });

  it('a dot goes to its banner; the one shown fades out', () => {
    const { actor, view } = start(4);
    actor.send({ type: 'banner.goTo', index: 2 });
    expect(view()).toMatchObject({ index: 2, previous: 0, fading: true });
  });

  it('the dot of the banner shown changes nothing', () => {
    const { actor, view } = start(4);
    actor.send({ type: 'banner.goTo', index: 0 });
    expect(view()).toMatchObject({ index: 0, previous: null, fading: false });
  });

  it('holds still while hovered or focused, and plays again when both end', () => {
    const { actor, view } = start();
    actor.send({ type: 'banner.hover', active: true });
    expect(view().playing).toBe(false);
    actor.send({ type: 'banner.focus', active: true });
    actor.send({ type: 'banner.hover', active: false });
    expect(view().playing).toBe(false);
    actor.send({ type: 'banner.focus', active: false });
    expect(view().playing).toBe(true);
  });

  it('the pause button stops it until pressed again', async () => {
    const { actor, view } = start();
    actor.send({ type: 'banner.toggle' });
    expect(view()).toMatchObject({ stopped: true, playing: false });
    await vi.advanceTimersByTimeAsync(6000);
    expect(view().index).toBe(0);
    actor.send({ type: 'banner.toggle' });
    expect(view()).toMatchObject({ stopped: false, playing: true });
    await vi.advanceTimersByTimeAsync(3000);
    expect(view().index).toBe(1);
  });

  it('under reduced motion: never plays, and steps without a fade', () => {
    const { actor, view } = start(3, true);
    expect(view().playing).toBe(false);
    actor.send({ type: 'banner.next' });
    expect(view()).toMatchObject({ index: 1, previous: null, fading: false });
    actor.send({ type: 'banner.reducedMotion', active: false });
    expect(view().playing).toBe(true);
  });

  it('a single banner or none never advances; the arrows change nothing', () => {
    for (const count of [0, 1]) {
      const { actor, view } = start(count);
      expect(view().playing).toBe(false);
      actor.send({ type: 'banner.next' });
      expect(view().index).toBe(0);
    }
  });

  it('a new count keeps the index when it still exists, else starts over', () => {
    const { actor, view } = start(5);
    actor.send({ type: 'banner.goTo', index: 3 });
    actor.send({ type: 'banner.setCount', count: 4 });
    expect(view().index).toBe(3);
    actor.send({ type: 'banner.setCount', count: 2 });
    expect(view()).toMatchObject({ index: 0, count: 2, previous: null });
  });

  it('wrapIndex wraps both ways', () => {
    expect([-1, 0, 3, 4, 7].map((i) => wrapIndex(i, 4))).toEqual([3, 0, 3, 0, 3]);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('bannerCarouselMachine timers', () => {
  it('advances every 3000 ms exactly, wrapping after the last', async () => {
    const { view } = start(2);
    expect(BANNER_DELAYS.autoAdvance).toBe(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(view().index).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(view().index).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(view().index).toBe(0);
  });

  it('fades for exactly 0.5 s', async () => {
    const { actor, view } = start(3);
    expect(BANNER_DELAYS.fade).toBe(500);
    actor.send({ type: 'banner.next' });
    await vi.advanceTimersByTimeAsync(499);
    expect(view()).toMatchObject({ fading: true, previous: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({ fading: false, previous: null, index: 1 });
  });

  it('a manual step restarts the 3000 ms', async () => {
    const { actor, view } = start(3);
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'banner.next' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(view().index).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(view().index).toBe(2);
  });

  it('does not advance while hovered, and counts 3000 ms again after', async () => {
    const { actor, view } = start(3);
    await vi.advanceTimersByTimeAsync(2500);
    actor.send({ type: 'banner.hover', active: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view().index).toBe(0);
    actor.send({ type: 'banner.hover', active: false });
    await vi.advanceTimersByTimeAsync(2999);
    expect(view().index).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(view().index).toBe(1);
  });
});

describe('bannerCarouselMachine', () => {
  const COUNT = 3;
  /** What the banner should show after `steps`, worked out from what the user did and the time passed. */
  function expectedView(steps: ModelEvent[]) {
    let index = 0;
    let previous: number | null = null;
    let hovered = false;
    let focused = false;
    let stopped = false;
    const step = (to: number) => {
      const next = wrapIndex(to, COUNT);
      if (next === index) return;
      previous = index;
      index = next;
    };
    for (const e of steps) {
      if (e.type === 'banner.next' || e.type === 'xstate.after.autoAdvance.bannerCarousel.auto.playing')
        step(index + 1);
      else if (e.type === 'banner.previous') step(index - 1);
      else if (e.type === 'banner.goTo') step(e.index as number);
      else if (e.type === 'banner.hover') hovered = e.active as boolean;
      else if (e.type === 'banner.focus') focused = e.active as boolean;
      else if (e.type === 'banner.toggle') stopped = !stopped;
      else if (e.type === 'xstate.after.fade.bannerCarousel.fade.fading') previous = null;
    }
    // It plays unless the pointer or the focus is on it, or pause was pressed.
    const playing = !hovered && !focused && !stopped;
    return { index, stopped, count: COUNT, previous, fading: previous !== null, playing };
  }
  describeModelPaths(bannerCarouselMachine, {
    input: { count: COUNT },
    events: [
      { type: 'banner.next' },
      { type: 'banner.previous' },
      { type: 'banner.goTo', index: 2 },
      { type: 'banner.hover', active: true },
      { type: 'banner.hover', active: false },
      { type: 'banner.focus', active: true },
      { type: 'banner.focus', active: false },
      { type: 'banner.toggle' },
      delayed('autoAdvance', 'bannerCarousel.auto.playing'),
      delayed('fade', 'bannerCarousel.fade.fading'),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${s.context.index}|${s.context.previous}|${s.context.hovered}|${s.context.focused}|${s.context.stopped}`,
    start: () => {
      const actor = createActor(bannerCarouselMachine, { input: { count: COUNT } }).start();
      return { actor };
    },
    expectStates: [
      '{"auto":"playing","fade":"still"}',
      '{"auto":"playing","fade":"fading"}',
      '{"auto":"paused","fade":"still"}',
      '{"auto":"paused","fade":"fading"}',
    ],
    check: (sut, _expected, steps) => {
      // The banner shown follows every step, auto-advance included, wrapping at both ends; the one it
      // replaced fades out until the fade's time has passed.
      expect(bannerView(sut.actor.getSnapshot())).toEqual(expectedView(steps));
    },
  });
});
