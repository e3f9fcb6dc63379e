import type { ScreenId } from './paths';

/**
 * The GET calls a screen makes as it opens, which public/boot.js starts on a first page load beside the
 * screen's code instead of after it (the app's own request takes that answer: packages/api early.ts), for
 * the screens whose largest paint waits on a call. `calls`: paths under /api/v1 in the app's spelling,
 * `:name` standing for the route's parameter (sent with the stored language and token, as the app sends
 * them). `image`: where the first call's answer holds the screen's largest image (dotted paths, tried in
 * order), which boot.js preloads as soon as it is known.
 *
 * Read by the build only (vite.config.ts `screenModules`, literal strings): the app itself never imports
 * this file, so it costs the first screen nothing.
 */
export interface EarlyCalls {
  calls: readonly [string, ...string[]];
  image?: readonly string[];
}

export const EARLY_CALLS: Partial<Record<ScreenId, EarlyCalls>> = {
  plans: { calls: ['plans'], image: ['data.0.image'] },
  // The intro video's poster (or the image standing in for it) is the page's largest paint.
  course: { calls: ['courses/:slug', 'courses/:slug/sections', 'courses/:slug/reviews'], image: ['data.image'] },
  // Its largest paint is the heading (the rows' images are small): the calls only.
  cart: { calls: ['cart/courses', 'cart/price-details'] },
};
