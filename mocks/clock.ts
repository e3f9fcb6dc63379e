/**
 * The demo backend's "now": the time the seed's dates are relative to and the dates new records get.
 * The real time, except where a fixed picture needs a fixed day: Storybook pins it (.storybook/preview.tsx),
 * so the stories' dates (a plan's start and end, certificates, reviews) are the same every day and the
 * visual baselines do not age.
 */
let pinned: number | null = null;

export const demoNow = (): number => pinned ?? Date.now();

/** Pins the demo's clock to `time` (ms since the epoch); null gives it back the real time. */
export function pinDemoClock(time: number | null): void {
  pinned = time;
}
