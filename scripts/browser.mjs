/** Launches Debian's Chromium through playwright-core with the flags that work on these machines. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Features Playwright itself turns off (PaintHolding, HttpsUpgrades, MediaRouter…), read from its own
 * source: Chromium keeps only the last `--disable-features`, so ours must repeat them. [] if unreadable.
 */
export function playwrightDisabledFeatures() {
  try {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
      'utf8',
    );
    const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1] ?? '';
    return [...list.matchAll(/^\s*"(\w+)",?\s*$/gm)].map((m) => m[1]);
  } catch {
    return [];
  }
}

/**
 * New headless Chromium preloads two omnibox-popup WebUI pages (each its own renderer) for every window, and
 * Playwright opens a window per context: on a sweep of many pages they take a large share of the renderer
 * time, for pages nobody sees (WebUIOmniboxPopup, WebUIOmniboxAimPopup). It also starts a spare renderer for
 * each new context, ready for a navigation to another site: our pages never leave their one origin, so each
 * spare would be started, grow to tens of MB and be thrown away with its context
 * (SpareRendererForSitePerProcess). Turned off only when Playwright's own list could be read, so theirs stays
 * in force.
 */
const PLAYWRIGHT_DISABLED = playwrightDisabledFeatures();
const DISABLED_FEATURES =
  PLAYWRIGHT_DISABLED.length > 0
    ? [
        `--disable-features=${[...PLAYWRIGHT_DISABLED, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'].join(',')}`,
      ]
    : [];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...DISABLED_FEATURES,
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
