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
 * Playwright opens a window per context: half the renderer time of a sweep went to them. Measured on the
 * layout-shift sweep (en, 375 px, 35 pages): 74 → 41 CPU seconds, 42 → 28 s. It also starts a spare
 * renderer for each new context, ready for a navigation to another site: our pages never leave their one
 * origin, so each spare was started, grew to about 75 MB and was thrown away with its context (two
 * renderers per context, seen with ps; one with SpareRendererForSitePerProcess off). Measured 2026-11-28:
 * 30 contexts each loading /login, 45 against 49 CPU seconds (three runs each, within this machine's
 * noise); the ar sweep 148–190 CPU seconds with it off, 187 with it on. Turned off only when
 * Playwright's own list could be read, so theirs stays in force.
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
