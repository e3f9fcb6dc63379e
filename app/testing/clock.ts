import { getConfig } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The clocks of a screen under test. The page's own timers and Date may run on vitest's fake clock, which
 * moves only when a test says so; waiting for the screen, and the browser's animation frames, keep the real
 * one, taken here before any test could replace it.
 */
const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
if ('clock' in real.setTimeout) throw new Error('app/testing/clock.ts was first loaded under fake timers');
const pause = (ms: number) => new Promise<void>((resolve) => real.setTimeout(resolve, ms));

/**
 * How long a step waits for the screen: twice Testing Library's wait here (vitest.setup.ts), since one check
 * may wait on a call's answer, a part loaded on demand (a dialog) and React, on a machine the story runs
 * share. A check that passes returns at once; only a failing one waits it out.
 */
export const PATIENCE = 2 * getConfig().asyncUtilTimeout;

/**
 * Runs `check` until it passes (returning what it returns) or `timeout` ms have passed (throwing its last
 * error). Unlike Testing Library's `waitFor`, it never moves a fake clock: a screen under test waits on
 * its calls and timers exactly as long as the test says. Updates meanwhile are React's, as in `waitFor`.
 */
export async function until<T>(check: () => T, timeout = PATIENCE): Promise<T> {
  const deadline = performance.now() + timeout;
  let result: { value: T } | null = null;
  await getConfig().asyncWrapper(async () => {
    for (;;) {
      try {
        result = { value: check() };
        return;
      } catch (error) {
        if (performance.now() > deadline) throw error;
      }
      await pause(10);
    }
  });
  return (result as unknown as { value: T }).value;
}

/** A frame every 16 ms of real time, as a browser draws them (jsdom's own frames run on the page's timers). */
const frames = {
  requestAnimationFrame: (callback: FrameRequestCallback) =>
    real.setTimeout(() => callback(performance.now()), 16) as unknown as number,
  cancelAnimationFrame: (handle: number) => real.clearTimeout(handle),
};

let jsdomFrames: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'> | null = null;

/**
 * The page's clock made fake, from `now`: its timers and Date move only with `vi.advanceTimersByTime…`.
 * Microtasks, setImmediate and animation frames go on (React, msw and the dialogs run on those). Testing
 * Library's `act` drains pending work with a zero timer, which it runs itself on a clock it knows to be
 * fake: the `jest` global is how it knows.
 */
export function startFakeClock(now: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now });
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
  jsdomFrames = {
    requestAnimationFrame: window.requestAnimationFrame,
    cancelAnimationFrame: window.cancelAnimationFrame,
  };
  Object.assign(window, frames);
}

/** Back to the real clock. */
export function stopFakeClock() {
  vi.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
  if (jsdomFrames) Object.assign(window, jsdomFrames);
  jsdomFrames = null;
}
