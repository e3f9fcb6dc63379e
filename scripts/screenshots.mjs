#!/usr/bin/env node
/**
 * Screenshots of app routes in Arabic and English at 375 px and 1280 px wide.
 * Usage: node scripts/screenshots.mjs [baseUrl] [route ...]   (needs a running server; default http://127.0.0.1:5173)
 * Writes screenshots/<route>-<lang>-<width>.png (whole pages).
 *
 *   node scripts/screenshots.mjs --readme [baseUrl]
 * makes the README's pictures instead: the main screens as a student sees them (the demo student is
 * signed in), Arabic on a 375 px phone and English on a 1280 px desktop, each the first screenful,
 * re-encoded as palette PNGs, into docs/screenshots/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import UPNG from 'upng-js';
import { launchChromium } from './browser.mjs';
import { demoStudentToken } from './demo-student.mjs';

const { DRAW_EVERY_CARD } = createRequire(import.meta.url)('./visual.cjs');

/** A screenshot re-encoded as a 256-colour palette PNG: small enough for the repository. */
function compress(png) {
  const { data, width, height } = PNG.sync.read(png);
  return Buffer.from(
    UPNG.encode([data.buffer.slice(data.byteOffset, data.byteOffset + data.length)], width, height, 256),
  );
}

const args = process.argv.slice(2);
const readme = args.includes('--readme');
const [base = 'http://127.0.0.1:5173', ...routes] = args.filter((a) => a !== '--readme');

/** The README's screens: route, file stem, whether the student is signed in. */
const README_SCREENS = [
  ['/home', 'home', false],
  ['/courses-page', 'courses', false],
  ['/single_course/python-for-beginners', 'course', true],
  ['/cart', 'cart', true],
  ['/packages', 'plans', true],
];

const browser = await launchChromium();

/** A fresh context at `width` (a phone's height under 500 px) in `lang`, signed in with `token` if given. */
async function newContext(width, lang, token = '') {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 } });
  await context.addInitScript(
    ([l, t]) => {
      localStorage.setItem('lang', l);
      if (t) localStorage.setItem('token', t);
    },
    [lang, token],
  );
  return context;
}

if (readme) {
  await mkdir('docs/screenshots', { recursive: true });
  const token = await demoStudentToken(base);
  for (const [lang, width] of [
    ['ar', 375],
    ['en', 1280],
  ]) {
    for (const [route, stem, signedIn] of README_SCREENS) {
      const context = await newContext(width, lang, signedIn ? token : '');
      const page = await context.newPage();
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = `docs/screenshots/${stem}-${lang}-${width}.png`;
      await writeFile(file, compress(await page.screenshot({ animations: 'disabled', caret: 'hide' })));
      console.log(file);
      await context.close();
    }
  }
} else {
  const targets = routes.length ? routes : ['/home'];
  await mkdir('screenshots', { recursive: true });
  for (const lang of ['ar', 'en']) {
    for (const width of [375, 1280]) {
      const context = await newContext(width, lang);
      const page = await context.newPage();
      for (const route of targets) {
        await page.goto(base + route, { waitUntil: 'networkidle' });
        const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
        const file = `screenshots/${name}-${lang}-${width}.png`;
        // Every card drawn, as the visual check draws them (scripts/visual.cjs DRAW_EVERY_CARD), and every
        // image loaded: a whole page shows the lazy ones below the first screenful too, not their empty boxes.
        await page.evaluate(async (rule) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(rule);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
          await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => {}))));
        }, DRAW_EVERY_CARD);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
}
await browser.close();
