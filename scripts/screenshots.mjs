#!/usr/bin/env node
/**
 * Screenshots of app routes in Arabic and English at 375 px and 1280 px wide.
 * Usage: node scripts/screenshots.mjs [baseUrl] [route ...]   (needs a running server; default http://127.0.0.1:5173)
 * Writes screenshots/<route>-<lang>-<width>.png.
 */
import { mkdir } from 'node:fs/promises';
import { launchChromium } from './browser.mjs';

const [base = 'http://127.0.0.1:5173', ...routes] = process.argv.slice(2);
const targets = routes.length ? routes : ['/home'];
await mkdir('screenshots', { recursive: true });
const browser = await launchChromium();
for (const lang of ['ar', 'en']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    for (const route of targets) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      const file = `screenshots/${name}-${lang}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
