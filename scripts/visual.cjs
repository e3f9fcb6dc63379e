/**
 * The offline visual-regression check: one story's picture against its committed baseline.
 * CommonJS, so the story runner (jest) and the end-to-end tests (vitest) load the same code.
 *
 *   visual/baselines/<story id>.<lang>.png   the accepted picture, as a 256-colour palette PNG
 *   visual/baselines.json                    per picture, the SHA-1 of the exact picture Chromium gave
 *                                            when it was accepted (a list when later pictures, different
 *                                            bytes, were compared and passed: any of them passes at once)
 *   reports/visual/<story id>.<lang>.actual.png, .expected.png, .diff.png   written only on a difference
 *   reports/visual/<story id>.<lang>.passed  the SHA-1 of a picture that passed by comparison, not by hash
 *
 * Why both: the exact pictures of every story in both languages take 125 MB (119 MB however well
 * compressed), over the repository's 30 MB, so the stored picture is reduced to a palette (25 MB).
 * The hash makes the usual case cheap: the same picture passes without decoding anything. Otherwise
 * pixelmatch compares the two at its usual threshold (0.1), anti-aliased pixels counted (ignoring them
 * ignores text), and at most 0.01 % of the pixels, and at least TOLERANCE_PIXELS, may differ; a
 * different size always fails. Measured: the palette alone moves at most 0.008 % of a picture past the
 * threshold (391 of the home page's 5 million pixels); the same Chromium drawing a story twice differs
 * by at most 46 pixels (a rating sheet's shadow, 0.002 %); a heading that says log out instead of log
 * in moves 576 of /login's 760,875 pixels (tolerance 76). Changes of shade below the threshold (a brand
 * blue a few levels darker) pass: the same Chromium does not draw every story identically twice.
 * `npm run visual:accept` keeps the last run's pictures as the baselines, and records the hashes of those
 * that passed by comparison: Chromium draws a story the same way run after run, so a picture that passed
 * once by its pixels then passes by its hash, without the 0.2–0.9 s of decoding and comparing (measured:
 * more than half of the stories were compared on every run, their bytes a few shades from the accepted
 * picture's).
 */
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { PNG } = require('pngjs');
const pixelmatch = require('pixelmatch');

const BASELINE_DIR = join(__dirname, '..', 'visual', 'baselines');
const MANIFEST = join(__dirname, '..', 'visual', 'baselines.json');
const REPORT_DIR = join(__dirname, '..', 'reports', 'visual');
/**
 * A rule that lays out and draws every card: one out of the window is skipped (`content-visibility: auto`,
 * packages/ui CardGrid) until a reader scrolls to it, and a whole-page picture shows them all.
 */
const DRAW_EVERY_CARD = '* { content-visibility: visible !important; }';
/** Pixels that may differ in any picture, however small: a few glyph edges, nothing more. */
const TOLERANCE_PIXELS = 16;
/** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. */
const THRESHOLD = 0.1;
/** The share of a picture's pixels that may differ (at least TOLERANCE_PIXELS). */
const SHARE = 0.0001;

/**
 * Compares a picture with a stored baseline (see above). Returns { same, reason, diffPixels, diff }
 * where diff is a PNG of the differing pixels (null when the sizes differ or the pictures pass).
 */
function comparePng(actual, expected, { diff: withDiff = true } = {}) {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height) {
    return {
      same: false,
      reason: `size ${a.width}×${a.height}, baseline ${e.width}×${e.height}`,
      diffPixels: Number.NaN,
      diff: null,
    };
  }
  const out = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, e.data, out.data, a.width, a.height, { threshold: THRESHOLD, includeAA: true });
  const tolerance = Math.max(TOLERANCE_PIXELS, Math.floor(a.width * a.height * SHARE));
  const same = diffPixels <= tolerance;
  return {
    same,
    reason: same ? '' : `${diffPixels} pixels differ (tolerance ${tolerance} at threshold ${THRESHOLD})`,
    diffPixels,
    // Unfiltered, quickly deflated: pngjs's adaptive filtering of a tall picture took 12–35 s inside the
    // story runner's jest (0.4 s in plain Node), past the 15 s test timeout, so one changed picture made
    // the stories after it time out and photograph each other; this takes 0.14 s there.
    // Encoded only when it will be written (an attempt that is not the last writes nothing: checkPage).
    diff: same || !withDiff ? null : PNG.sync.write(out, { filterType: 0, deflateLevel: 1 }),
  };
}

const fileName = (id, lang) => `${id}.${lang}`;
const sha1 = (buffer) => createHash('sha1').update(buffer).digest('hex');

let manifestCache = null;
/** The recorded hashes, read once per process. */
function manifest(path = MANIFEST) {
  if (!manifestCache || manifestCache.path !== path) {
    manifestCache = { path, hashes: existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {} };
  }
  return manifestCache.hashes;
}

/** The hashes recorded for a picture: the accepted one's, then those that passed by comparison. */
const hashesOf = (entry) => (Array.isArray(entry) ? entry : entry ? [entry] : []);

/** Hashes kept per picture: the accepted picture's and the last few that passed by comparison. */
const KEPT_HASHES = 4;

/**
 * Adds the hashes of pictures that passed by comparison (`passed` maps a name to a SHA-1) to the recorded
 * ones, for pictures that still have a baseline; returns how many were added.
 */
function recordPassedHashes(passed, { manifestPath = MANIFEST } = {}) {
  const hashes = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  let added = 0;
  for (const [name, hash] of passed) {
    const known = hashesOf(hashes[name]);
    if (known.length === 0 || known.includes(hash)) continue;
    hashes[name] = [known[0], ...[...known.slice(1), hash].slice(-(KEPT_HASHES - 1))];
    added += 1;
  }
  if (added) writeManifest(hashes, manifestPath);
  return added;
}

/** A baseline as stored: Chromium's picture re-encoded as a 256-colour palette PNG. */
function compress(png) {
  const UPNG = require('upng-js');
  const { data, width, height } = PNG.sync.read(png);
  const rgba = data.buffer.slice(data.byteOffset, data.byteOffset + data.length);
  return Buffer.from(UPNG.encode([rgba], width, height, 256));
}

/**
 * Checks one screenshot against its baseline; writes the report files on a difference.
 * Returns null when it matches, else a one-line reason naming the files written.
 */
function checkAgainstBaseline(id, lang, actual, options = {}) {
  const step = beginCheck(id, lang, actual, options);
  return step.expected ? step.conclude(comparePng(actual, step.expected, { diff: step.writing })) : step.problem;
}

/**
 * The same check with the pictures compared on a worker thread (compareOffThread): what the story runner
 * uses.
 */
async function checkAgainstBaselineOffThread(id, lang, actual, options = {}) {
  const step = beginCheck(id, lang, actual, options);
  return step.expected
    ? step.conclude(await compareOffThread(actual, step.expected, { diff: step.writing }))
    : step.problem;
}

/**
 * A check up to the comparison: `{ problem }` when it is decided without one (the recorded hash, or no
 * baseline), else `{ expected, conclude }`, where `conclude(comparePng's result)` writes the report files
 * on a difference and returns the problem (or null).
 */
function beginCheck(
  id,
  lang,
  actual,
  { baselineDir = BASELINE_DIR, reportDir = REPORT_DIR, manifestPath = MANIFEST, write: writing = true } = {},
) {
  const name = fileName(id, lang);
  const baselinePath = join(baselineDir, `${name}.png`);
  const hash = sha1(actual);
  if (hashesOf(manifest(manifestPath)[name]).includes(hash) && existsSync(baselinePath)) return { problem: null };
  const write = (suffix, buffer) => {
    if (!writing) return join(reportDir, `${name}.${suffix}.png`);
    mkdirSync(reportDir, { recursive: true });
    const path = join(reportDir, `${name}.${suffix}.png`);
    writeFileSync(path, buffer);
    return path;
  };
  if (!existsSync(baselinePath)) {
    const path = write('actual', actual);
    return { problem: `no baseline for ${name}: the picture is in ${path}; run \`npm run visual:accept\` to keep it` };
  }
  const expected = readFileSync(baselinePath);
  return {
    expected,
    writing,
    conclude: (result) => {
      if (result.same) {
        // Passed by its pixels: its hash, for `npm run visual:accept` to record (the next run passes it at once).
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `${name}.passed`), hash);
        return null;
      }
      const written = [write('actual', actual), write('expected', expected)];
      if (result.diff) written.push(write('diff', result.diff));
      return `${name} differs from its baseline: ${result.reason}; see ${written.join(', ')}; if intended, run \`npm run visual:accept\``;
    },
  };
}

/**
 * comparePng on a worker thread. Inside the story runner's jest, decoding and comparing a tall picture took
 * 1–2.7 s (its module sandbox slows pngjs and pixelmatch about tenfold), and a picture whose bytes differ
 * from the recorded hash by a few anti-aliased pixels (so it passes) pays that on every run: 199 of the
 * screens' 452 pictures in one run, a minute of the suite. A worker is plain Node.
 * Started per comparison: since the record holds the hashes of pictures that passed by comparison
 * (npm run visual:accept), a run compares a handful, and a thread kept between them saved nothing worth
 * its bookkeeping.
 */
function compareOffThread(actual, expected, { module = __filename, ...options } = {}) {
  const { Worker } = require('node:worker_threads');
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const { comparePng } = require(workerData.module);
       parentPort.postMessage(
         comparePng(Buffer.from(workerData.actual), Buffer.from(workerData.expected), workerData.options),
       );`,
      { eval: true, workerData: { module, actual, expected, options } },
    );
    worker.once('message', (result) => {
      resolve({ ...result, diff: result.diff ? Buffer.from(result.diff) : null });
      worker.terminate();
    });
    worker.once('error', reject);
    // A thread that ends without an answer or an error (its module exiting) fails the story at once, rather
    // than leaving it to the test's time-out. After an answer, this rejection changes nothing.
    worker.once('exit', (code) =>
      reject(new Error(`the picture comparison's thread ended (exit ${code}) without an answer`)),
    );
  });
}

/**
 * Keeps pictures as baselines: `pictures` maps a name (`<id>.<lang>`) to Chromium's PNG bytes. Writes
 * the compressed baseline and records the hash of the picture as given.
 */
function acceptPictures(pictures, { baselineDir = BASELINE_DIR, manifestPath = MANIFEST } = {}) {
  mkdirSync(baselineDir, { recursive: true });
  const hashes = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  for (const [name, png] of pictures) {
    writeFileSync(join(baselineDir, `${name}.png`), compress(png));
    // A new baseline: only its own picture is known to match it.
    hashes[name] = sha1(png);
  }
  writeManifest(hashes, manifestPath);
}

/** Writes the hashes sorted by name, one per line, so a change shows as a small diff. */
function writeManifest(hashes, manifestPath = MANIFEST) {
  const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  manifestCache = null;
}

/**
 * One DevTools session per page, for the pictures: held on the page itself, which outlives this module
 * (the story runner keeps a worker's page from one story file to the next, and loads this module afresh
 * for each file).
 */
const SESSION = Symbol.for('dars.visual.session');

/**
 * A page's picture as the check takes it: the box around everything drawn in the body (a story's root
 * content and any portal; the app's root), at the page's width, once the page has settled. Running
 * clocks (role=timer) keep their box but are not drawn, a playing video is stopped at its start, cards
 * out of the window are drawn as a reader scrolling to them sees them (not skipped),
 * animations are at their end (an endless one at its start), the caret is not drawn, and native video
 * controls are hidden (Chromium animates their loading spinner, which no author style reaches).
 * DevTools' fast PNG encoder: about 40 % quicker than Playwright's screenshot (measured 40–77 ms
 * against 92–105 ms a picture); the baselines are re-encoded anyway.
 */
async function photograph(page) {
  const clip = await page.evaluate(async (drawEveryCard) => {
    // Settled: no call younger than 400 ms in flight (watchCalls; the demo answers at once), every image
    // loaded and decoded (lazy ones too: the picture is taller than the window), and the page unchanged
    // for a frame; at most 2 s (a story that shows a loading state waits on a call that never ends).
    const until = performance.now() + 2000;
    // A playing video is stopped at its start: the same clock every time. Its frame is hidden (the
    // player's black screen shows): headless Chromium presents a decoded frame only by chance, so the
    // picture would hold a black box one run and the frame the next.
    await Promise.all(
      [...document.querySelectorAll('video')]
        .filter((video) => !video.paused || video.currentTime > 0)
        .map(
          (video) =>
            new Promise((resolve) => {
              video.pause();
              video.style.visibility = 'hidden';
              video.addEventListener('seeked', resolve, { once: true });
              setTimeout(resolve, 1000);
              video.currentTime = 0;
            }),
        ),
    );
    let changed = true;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    while (performance.now() < until) {
      const calls = window.__darsCalls;
      const young = calls ? [...calls.values()].some((since) => performance.now() - since < 400) : false;
      const images = [...document.images];
      for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
      await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => {}))));
      await document.fonts.ready;
      if (!young && !changed) break;
      changed = false;
      await frame();
    }
    observer.disconnect();
    // Still: animations at their end (an endless one back to its start), no blinking caret.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }
    // A constructed sheet, which a strict CSP allows (a <style> element it would refuse).
    const w = window;
    if (!w.__darsStill) {
      w.__darsStill = new CSSStyleSheet();
      w.__darsStill.replaceSync(`*, *::before, *::after { caret-color: transparent !important; } ${drawEveryCard}`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, w.__darsStill];
    }
    for (const video of document.querySelectorAll('video')) video.controls = false;
    for (const timer of document.querySelectorAll('[role=timer]')) timer.style.visibility = 'hidden';
    const drawn = [
      ...document.querySelectorAll('#storybook-root > *'),
      ...[...document.body.children].filter(
        (el) => !/^(storybook-root|storybook-docs)$/.test(el.id) && !/^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(el.tagName),
      ),
    ];
    let top = Number.POSITIVE_INFINITY;
    let bottom = 0;
    for (const el of drawn) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      top = Math.min(top, box.top + window.scrollY);
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    const width = document.documentElement.clientWidth;
    if (!Number.isFinite(top)) return { x: 0, y: 0, width, height: 1, scale: 1 };
    return {
      x: 0,
      y: Math.floor(top),
      width,
      height: Math.max(1, Math.ceil(bottom - Math.floor(top))),
      scale: 1,
    };
  }, DRAW_EVERY_CARD);
  page[SESSION] ??= await page.context().newCDPSession(page);
  const session = page[SESSION];
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    clip,
    captureBeyondViewport: true,
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

/**
 * Counts the page's calls in flight (window.__darsCalls: id → start), for `photograph` to wait on.
 * Called before each story renders; the wrapper is installed once per document.
 */
async function watchCalls(page) {
  await page.evaluate(() => {
    if (window.__darsCalls) return;
    const calls = new Map();
    window.__darsCalls = calls;
    const original = window.fetch.bind(window);
    let next = 0;
    window.fetch = (...args) => {
      const id = next++;
      calls.set(id, performance.now());
      return original(...args).finally(() => calls.delete(id));
    };
  });
}

/**
 * A story's check as the story runner makes it: photographed and compared; on a difference, once the
 * page has had `pause` ms more, again (a picture that loads late is not a change), `attempts` times in
 * all. Only the picture the check ends on writes its report files. Returns null or the problem.
 */
async function checkPage(page, id, lang, { attempts = 3, pause = 250, ...dirs } = {}) {
  const baselinePath = join(dirs.baselineDir ?? BASELINE_DIR, `${fileName(id, lang)}.png`);
  for (let attempt = 1; ; attempt += 1) {
    // The last try, or no baseline (nothing to wait for): this picture's files are written.
    const last = attempt >= attempts || !existsSync(baselinePath);
    const problem = await checkAgainstBaselineOffThread(id, lang, await photograph(page), { ...dirs, write: last });
    if (!problem || last) return problem;
    await page.waitForTimeout(pause);
  }
}

module.exports = {
  checkPage,
  photograph,
  DRAW_EVERY_CARD,
  watchCalls,
  BASELINE_DIR,
  MANIFEST,
  REPORT_DIR,
  TOLERANCE_PIXELS,
  THRESHOLD,
  acceptPictures,
  recordPassedHashes,
  checkAgainstBaseline,
  checkAgainstBaselineOffThread,
  compareOffThread,
  comparePng,
  compress,
  writeManifest,
};
