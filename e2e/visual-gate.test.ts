import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MatchImageSnapshotOptions, toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page, Route } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../packages/theme/src/brand';
import visual from '../scripts/visual.cjs';
import { appDrawn, baseUrl, openPage, startBrowserForFile } from './support';

/**
 * The visual check must catch what it exists for. The story runner photographs every story and compares
 * it with its snapshot through jest-image-snapshot (.storybook/test-runner.ts); here the same picture and
 * the same matcher with the same options (scripts/visual.cjs) run on a live page: the course list in
 * Arabic at 375 px, its list call held so that its skeleton cards show. Its picture is accepted into a
 * snapshot of its own (stored as every snapshot is, scripts/visual-store.cjs), then one change at a time
 * must fail the comparison, with the pictures written, and pass again once undone; the page unchanged
 * must pass. The changes: the brand colour token #004EFE to the darker #0038B8, the 16 px spacing token
 * to 18 px, the heading's words, and the skeleton cards drawn in the page's colour (its background, no
 * border of their own) turned into white cards with a border. That last one would pass a comparison at
 * pixelmatch's usual threshold (0.1) with a tolerance of 0.01 % of the pixels. Then what a story's picture
 * holds (a dialog in a portal, a panel that overflows its bar) and when it is taken (a late image, a video's
 * length arriving late).
 */
const { MATCH_OPTIONS, photograph, watchCalls } = visual;

const browser = startBrowserForFile();
const work = mkdtempSync(join(tmpdir(), 'dars-visual-gate-'));
const snapshots = join(work, 'snapshots');
const reports = join(work, 'reports');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NAME = 'gate--courses.ar';

/**
 * jest-image-snapshot's matcher as the story runner calls it (through Jest's `expect`), called here with
 * the matcher context it reads: `update` 'all' writes a snapshot (as `-u` does), 'none' only compares
 * (as `--ci` does).
 */
function compare(picture: Buffer, update: 'all' | 'none') {
  const options: MatchImageSnapshotOptions = {
    ...MATCH_OPTIONS,
    customSnapshotsDir: snapshots,
    customDiffDir: reports,
    customReceivedDir: reports,
    customSnapshotIdentifier: NAME,
  };
  const context = {
    isNot: false,
    testPath: 'e2e/visual-gate.test.ts',
    currentTestName: 'visual gate',
    snapshotState: { _counters: new Map(), _updateSnapshot: update, added: 0, updated: 0, matched: 0, unmatched: 0 },
  };
  const matcher = toMatchImageSnapshot as unknown as (
    this: typeof context,
    received: Buffer,
    options: MatchImageSnapshotOptions,
  ) => { pass: boolean; message: () => string };
  const result = matcher.call(context, picture, options);
  return { ...result, added: context.snapshotState.added };
}

/** The name of the `:root` custom property a token compiled to, found by its value and its neighbours. */
function tokenNamed(page: Page, kind: 'primary' | 'space4') {
  return page.evaluate(
    ({ kind, primary }) => {
      const declarations: [string, string][] = [];
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
          for (const name of rule.style) {
            if (name.startsWith('--'))
              declarations.push([name, rule.style.getPropertyValue(name).trim().toLowerCase()]);
          }
        }
      }
      if (kind === 'primary') return declarations.find(([, value]) => value === primary.toLowerCase())?.[0] ?? null;
      // The spacing scale is declared in order, 4 px steps: the 16 px step follows 4, 8 and 12.
      const at = declarations.findIndex(
        ([, value], i) => value === '4px' && declarations[i + 1]?.[1] === '8px' && declarations[i + 2]?.[1] === '12px',
      );
      const step = declarations[at + 3];
      return at >= 0 && step?.[1] === '16px' ? step[0] : null;
    },
    { kind, primary: DEFAULT_BRAND.primary },
  );
}

/**
 * The fonts Chromium drew the text of these elements with, as DevTools reports them (the font the text was
 * laid out in, not whether a font file has loaded): for example `h1: Cairo`.
 */
async function drawnFonts(page: Page, selectors: string[]) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    const drawn: string[] = [];
    for (const selector of selectors) {
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = nodeId ? await session.send('CSS.getPlatformFontsForNode', { nodeId }) : { fonts: [] };
      drawn.push(`${selector}: ${fonts.map((font) => font.familyName).join(', ') || 'nothing'}`);
    }
    return drawn;
  } finally {
    await session.detach();
  }
}

/** The skeleton cards (CardGrid's SkeletonGrid), drawn in the page's colour or as they are. */
async function skeletonInPageColour(page: Page, on: boolean) {
  await page.evaluate((on) => {
    const w = window as unknown as { __gateSkeleton?: CSSStyleSheet };
    if (!w.__gateSkeleton) {
      const page = getComputedStyle(document.body).backgroundColor;
      w.__gateSkeleton = new CSSStyleSheet();
      w.__gateSkeleton.replaceSync(
        `[data-skeleton] > li > * { background-color: ${page} !important; border-color: ${page} !important; }`,
      );
    }
    const sheet = w.__gateSkeleton;
    const others = document.adoptedStyleSheets.filter((s) => s !== sheet);
    document.adoptedStyleSheets = on ? [...others, sheet] : others;
  }, on);
}

describe('the visual check fails on a changed colour, spacing, string or skeleton, and passes an unchanged page', () => {
  it('on the course list in Arabic at 375 px, its list call held', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      const { page } = opened;
      // The list never answers: its skeleton stays. The filters and everything else answer.
      await page.route(/\/api\/v1\/courses(\?|$)/, () => {});
      await watchCalls(page);
      await page.goto(`${baseUrl()}/courses-page`);
      await appDrawn(page);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[data-skeleton] > li').first().waitFor();
      await page.locator('header img').first().waitFor();
      // What the page does when the browser is idle done, and Cairo itself in both weights the page draws,
      // not the fallback it swaps from: on a loaded machine the baseline could be taken in the fallback font
      // and the check then meet the page in Cairo (every letter different).
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(document.fonts.ready), { timeout: 3000 })),
      );
      await page.evaluate(async () => {
        await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px Cairo`, 'الدورات')));
        await document.fonts.ready;
      });
      const inCairo = ['main h1', 'footer a'];
      await expect
        .poll(() => drawnFonts(page, inCairo), { timeout: 20_000 })
        .toEqual(inCairo.map((selector) => `${selector}: Cairo`));
      await skeletonInPageColour(page, true);
      // The snapshot: the page once two pictures in a row are the same (it may still be settling).
      let picture = await photograph(page);
      for (let tries = 0; tries < 25; tries += 1) {
        await page.waitForTimeout(250);
        const again = await photograph(page);
        if (again.equals(picture)) break;
        picture = again;
      }
      expect(compare(picture, 'all')).toMatchObject({ pass: true, added: 1 });
      expect(existsSync(join(snapshots, `${NAME}.png`))).toBe(true);

      // Unchanged: the page's picture passes, and nothing is written. If not, its pictures are kept in
      // reports/visual-gate (the work folder goes when the file ends).
      const unchanged = compare(await photograph(page), 'none');
      if (!unchanged.pass) cpSync(reports, 'reports/visual-gate', { recursive: true });
      expect(unchanged.pass, `its pictures: reports/visual-gate/; ${unchanged.message()}`).toBe(true);
      expect(existsSync(reports)).toBe(false);

      const setToken = (kind: 'primary' | 'space4', value: string) => async () => {
        const name = await tokenNamed(page, kind);
        expect(name).toMatch(/^--/);
        await page.evaluate(
          ([n, v]) => document.documentElement.style.setProperty(n as string, v as string),
          [name as string, value],
        );
      };
      const clearTokens = () => page.evaluate(() => document.documentElement.removeAttribute('style'));
      const changes: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
        ['colour token', setToken('primary', '#0038B8'), clearTokens],
        ['spacing token', setToken('space4', '18px'), clearTokens],
        [
          'string',
          // The heading says other words: الدورات (the courses) → الدروس (the lessons).
          () =>
            page.evaluate(() => {
              const h1 = document.querySelector('main h1') as HTMLElement;
              h1.dataset.was = h1.textContent ?? '';
              h1.textContent = 'الدروس';
            }),
          () =>
            page.evaluate(() => {
              const h1 = document.querySelector('main h1') as HTMLElement;
              h1.textContent = h1.dataset.was ?? '';
            }),
        ],
        ['skeleton', () => skeletonInPageColour(page, false), () => skeletonInPageColour(page, true)],
      ];
      for (const [what, change, undo] of changes) {
        rmSync(reports, { recursive: true, force: true });
        await change();
        const changed = compare(await photograph(page), 'none');
        expect(changed.pass, what).toBe(false);
        // The snapshot, the difference and the picture side by side, and the picture alone.
        expect(changed.message(), what).toContain(join(reports, `${NAME}-diff.png`));
        expect(existsSync(join(reports, `${NAME}-diff.png`)), what).toBe(true);
        expect(existsSync(join(reports, `${NAME}-received.png`)), what).toBe(true);
        await undo();
        expect(compare(await photograph(page), 'none').pass, `${what} undone`).toBe(true);
      }
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });
});

describe('the picture of a story', () => {
  it('holds a dialog that its story put in a portal and fixed to the window', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      const { page } = opened;
      // As a story that shows an open dialog leaves Storybook's page: nothing sized in the story's root, and
      // in the body a portal whose wrapper has no size, holding a backdrop and a dialog, both fixed.
      await page.setContent(`<body style="margin:0">
        <div id="storybook-root"><span></span></div>
        <div data-portal><div style="position:fixed;inset:0;background:rgb(0,0,0)"></div>
          <div role="dialog" style="position:fixed;inset-block-start:200px;inset-inline:40px;block-size:300px;background:rgb(255,255,255)"></div>
        </div>
      </body>`);
      const { width, height, data } = PNG.sync.read(await photograph(page));
      const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
      expect({ width, height }).toEqual({ width: 375, height: 812 });
      expect({ backdrop: at(10, 10), dialog: at(187, 350) }).toEqual({ backdrop: [0, 0, 0], dialog: [255, 255, 255] });
    } finally {
      await opened.context.close();
    }
  });

  it('holds a panel placed absolutely that overflows its bar, as far as it is not clipped', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      const { page } = opened;
      // A bar 60 px tall whose open panel (not in a portal) hangs 240 px below it, and beside it a panel
      // inside a box that clips it, and a link hidden until it has focus: neither of those is drawn.
      await page.setContent(`<body style="margin:0">
        <div id="storybook-root"><header style="position:relative;block-size:60px;background:rgb(0,0,255)">
          <div style="position:absolute;inset-block-start:60px;inset-inline-end:0;inline-size:200px;block-size:240px;background:rgb(255,0,0)"></div>
          <div style="position:relative;overflow:hidden;block-size:60px"><div style="position:absolute;inset-block-start:0;block-size:900px;inline-size:10px;background:rgb(0,255,0)"></div></div>
          <a href="#x" style="position:absolute;inset-block-start:-30px;block-size:2000px;clip-path:inset(50%)">skip</a>
        </header></div>
      </body>`);
      const { width, height, data } = PNG.sync.read(await photograph(page));
      const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
      expect({ width, height }).toEqual({ width: 375, height: 300 });
      expect({ bar: at(10, 10), panel: at(370, 290) }).toEqual({ bar: [0, 0, 255], panel: [255, 0, 0] });
    } finally {
      await opened.context.close();
    }
  });

  it('is taken once a part whose code is already loaded replaces its busy placeholder', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      const { page } = opened;
      // As React reveals a lazy part whose code an earlier story loaded: no file is asked for, and the
      // content replaces the placeholder (a box marked busy) 300 ms after the placeholder was drawn, with
      // nothing changing in the page in between.
      await page.setContent(`<body style="margin:0">
        <div id="storybook-root"><div id="part" aria-busy="true" style="block-size:50px;background:rgb(255,0,0)"></div></div>
      </body>`);
      await page.evaluate(() =>
        setTimeout(() => {
          const part = document.getElementById('part') as HTMLElement;
          part.removeAttribute('aria-busy');
          part.style.background = 'rgb(0,128,0)';
        }, 300),
      );
      const { width, data } = PNG.sync.read(await photograph(page));
      const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
      expect(at(10, 10)).toEqual([0, 128, 0]);
    } finally {
      await opened.context.close();
    }
  });

  it('is taken once a late image is decoded and a video knows its length', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      const { page } = opened;
      const wait = () => new Promise((resolve) => setTimeout(resolve, 1200));
      const square = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="rgb(0,128,0)"/></svg>',
      );
      await page.route('https://visual.test/late.svg', async (route: Route) => {
        await wait();
        await route.fulfill({ body: square, contentType: 'image/svg+xml' });
      });
      // The demo's own clip, as the preview server sends it (in ranges), each answer as late.
      const clip = `${baseUrl()}/demo-media/videos/clip-1.webm`;
      await page.route(clip, async (route: Route) => {
        await wait();
        await route.continue();
      });
      // As a player does: what it shows of the video (here a bar as tall as the video is long in
      // seconds, in tens of px) is drawn only once its metadata is known.
      await page.setContent(
        `<body style="margin:0">
        <div id="storybook-root"><img src="https://visual.test/late.svg" width="100" height="100" alt="">
          <video src="${clip}" preload="metadata" width="100" height="50"></video>
          <div id="length" style="background:rgb(0,0,0)"></div></div>
      </body>`,
        { waitUntil: 'domcontentloaded' },
      );
      // Neither has arrived yet.
      const before = await page.evaluate(() => {
        const video = document.querySelector('video') as HTMLVideoElement;
        video.addEventListener('loadedmetadata', () => {
          (document.getElementById('length') as HTMLElement).style.blockSize = '40px';
        });
        return { image: (document.querySelector('img') as HTMLImageElement).complete, video: video.readyState };
      });
      expect(before).toEqual({ image: false, video: 0 });
      const { width, height, data } = PNG.sync.read(await photograph(page));
      const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
      const video = await page.evaluate(() => {
        const { readyState, error } = document.querySelector('video') as HTMLVideoElement;
        return { readyState, error: error?.message ?? null };
      });
      expect(at(50, 50)).toEqual([0, 128, 0]);
      expect(at(10, height - 5), JSON.stringify(video)).toEqual([0, 0, 0]);
    } finally {
      await opened.context.close();
    }
  });
});
