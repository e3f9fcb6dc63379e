/**
 * A page's picture as the visual check takes it, once the page has settled; shared by the story runner
 * (.storybook/test-runner.ts) and the end-to-end test that proves the check (e2e/visual-gate.test.ts).
 * CommonJS, so both jest (the story runner) and vitest load the same code.
 */
/**
 * A rule that lays out and draws every card: one out of the window is skipped (`content-visibility: auto`,
 * packages/ui CardGrid) until a reader scrolls to it, and a whole-page picture shows them all.
 */
const DRAW_EVERY_CARD = '* { content-visibility: visible !important; }';

const { join } = require('node:path');

/** The accepted pictures, one a story and language: `<story id>.<lang>.png`. */
const SNAPSHOT_DIR = join(__dirname, '..', 'visual', 'baselines');
/** Where a picture that differs is written beside its snapshot and their difference. */
const REPORT_DIR = join(__dirname, '..', 'reports', 'visual');
const snapshotName = (id, lang) => `${id}.${lang}`;

/**
 * jest-image-snapshot's options for every picture (docs/testing.md, "Visual regression", gives the
 * measurements). pixelmatch counts a pixel whose colour moved more than its threshold 0.025 (a distance of
 * 22 in its YIQ units): past what storing a snapshot moves one (13.5 at most: scripts/visual-store.cjs),
 * short of a surface in the page's colour (#F6F7FB) turned white (32). At most 16 such pixels pass; a
 * picture of another size fails.
 */
const MATCH_OPTIONS = {
  customSnapshotsDir: SNAPSHOT_DIR,
  customDiffDir: REPORT_DIR,
  storeReceivedOnFailure: true,
  customReceivedDir: REPORT_DIR,
  comparisonMethod: 'pixelmatch',
  customDiffConfig: { threshold: 0.025 },
  failureThreshold: 16,
  failureThresholdType: 'pixel',
  runtimeHooksPath: join(__dirname, 'visual-store.cjs'),
  // In the runner's own process: by default jest-image-snapshot starts a Node process for every picture,
  // which cost the story step about 0.17 CPU s a picture on top of the comparison itself.
  runInProcess: true,
};

/**
 * Per page, what the picture keeps between stories, held on the page itself: one DevTools session, and its
 * code loading (`watchCalls`).
 */
const SESSION = Symbol.for('dars.visual.session');
const LOADS = Symbol.for('dars.visual.loads');

/**
 * A page's requests for code, styles and fonts in flight, how many have started and when the last one
 * ended (Date.now()), counted from watchCalls on: a part of a story loaded on demand (React.lazy) is drawn
 * only once its code has arrived, and a page's first story waits for them all.
 */
const CODE = new Set(['script', 'stylesheet', 'font']);
/**
 * How long after code has arrived the page is not yet settled: React draws content that replaces a Suspense
 * fallback up to 300 ms after the fallback appeared. For the same reason a page showing a part marked busy
 * (a lazy part's placeholder, packages/ui lazyPart) settles only once it has not changed for as long: a part
 * whose code an earlier story already loaded asks for no file, and its content still replaces the placeholder
 * up to 300 ms after it was drawn, with nothing changing in the page in between.
 */
const AFTER_CODE_MS = 350;
/** The longest a picture waits for code (a part that never arrives is photographed as it is). */
const CODE_WAIT_MS = 5000;

/** Whether code is on its way: a request of the last CODE_WAIT_MS not yet ended (an older one never will). */
const loading = (code) => [...code.inFlight.values()].some((since) => Date.now() - since < CODE_WAIT_MS);

/** The most pictures `photograph` takes of one page waiting for two in a row to be the same. */
const STILL_TRIES = 5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page's picture as the check takes it: the box around everything drawn in the body (a story's root
 * content, what overflows it placed absolutely (a panel dropping out of a bar), any portal and what is
 * fixed to the window, such as a dialog; the app's root), at the page's width, once the page has settled.
 * Running clocks (role=timer) keep their box but are not drawn, a playing video is stopped at its start,
 * cards out of the window are drawn as a reader scrolling to them sees them (not skipped), animations are
 * at their end (an endless one at its start), the caret is not drawn, and native video controls are
 * hidden (Chromium animates their loading spinner, which no author style reaches).
 * Settled also means the picture itself stays the same. When nothing in the page changed from the moment
 * it settled until a frame after its picture was taken (no element, attribute or text but a running clock's,
 * no file arriving, no code loading), the picture stands. Otherwise it is taken again, once the page has
 * settled again, until two pictures in a row are the same (at most STILL_TRIES), as Playwright's
 * toHaveScreenshot does; a picture that changes between two takes (an image or a video's length arriving
 * late) was taken too early, and comparing it would report a change that is only a late load. Watching the
 * page costs a fraction of a second picture, which most stories then need not take.
 * DevTools' fast PNG encoder: about 40 % quicker than Playwright's screenshot (measured 40–77 ms
 * against 92–105 ms a picture); a snapshot is encoded again when it is written (scripts/visual-store.cjs).
 */
async function photograph(page) {
  const started = page[LOADS]?.started ?? 0;
  let picture = await take(page);
  if (await unchangedSinceSettled(page, started)) return picture;
  for (let tries = 1; tries < STILL_TRIES; tries += 1) {
    const again = await take(page);
    if (again.equals(picture)) break;
    picture = again;
  }
  return picture;
}

/**
 * Whether nothing changed in the page since it last settled (see photograph): no code asked for since
 * `started` nor loading, and in the page, a frame on, no change seen by the watch `settle` left.
 */
async function unchangedSinceSettled(page, started) {
  const code = page[LOADS];
  if (code && (code.started !== started || loading(code))) return false;
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const watch = window.__darsWatch;
            resolve(
              Boolean(watch) &&
                !watch.changed &&
                performance.getEntriesByType('resource').length === watch.resources &&
                document.fonts.status === 'loaded',
            );
          }),
        ),
      ),
  );
}

/** One picture of the page, once it has settled (see photograph). */
async function take(page) {
  const code = page[LOADS];
  const deadline = Date.now() + CODE_WAIT_MS;
  let clip;
  for (;;) {
    while (code && loading(code) && Date.now() < deadline) await sleep(25);
    const quiet = code ? Math.min(code.lastEnd + AFTER_CODE_MS, deadline) - Date.now() : 0;
    if (quiet > 0) await sleep(quiet);
    const started = code?.started ?? 0;
    clip = await settle(page);
    // Settled unless more code was asked for meanwhile.
    if (!code || Date.now() >= deadline || (code.started === started && !loading(code))) break;
  }
  page[SESSION] ??= await page.context().newCDPSession(page);
  const { data } = await page[SESSION].send('Page.captureScreenshot', {
    format: 'png',
    clip,
    captureBeyondViewport: true,
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

/** What `settle` is given in the browser. */
const SETTLE = { drawEveryCard: DRAW_EVERY_CARD, busyQuietMs: AFTER_CODE_MS };

/** Settles the page in the browser (see photograph) and returns the box to photograph. */
function settle(page) {
  return page.evaluate(async ({ drawEveryCard, busyQuietMs }) => {
    // Settled: no call younger than 400 ms in flight (watchCalls; the demo answers at once), every image
    // loaded and decoded (lazy ones too: the picture is taller than the window), every video and audio
    // that loads its media knowing its length (a player shows its time from it), the fonts loaded, and
    // the page unchanged for a frame (for busyQuietMs while a part is marked busy); at most 2 s (a story
    // that shows a loading state waits on a call that never ends), and at most 5 s for images and media to
    // arrive.
    const until = performance.now() + 2000;
    const loadsUntil = performance.now() + 5000;
    const timeout = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    // An image, decoded (a complete one too: an SVG is drawn, and a decoded image is painted, only once
    // its decoding is done); one that fails to load is drawn as it is.
    const decoded = (img) => (img.currentSrc || img.src ? img.decode().catch(() => {}) : null);
    // A video or audio element that loads its media (one with `preload="none"` loads nothing until it
    // plays) and whose length is not yet known (readyState HAVE_NOTHING): until its metadata or an error.
    const loadsMedia = (media) =>
      Boolean(media.currentSrc || media.src || media.querySelector('source[src]')) &&
      (media.preload !== 'none' || media.autoplay || !media.paused) &&
      media.readyState < HTMLMediaElement.HAVE_METADATA &&
      media.error === null;
    const metadata = (media) =>
      loadsMedia(media)
        ? new Promise((resolve) => {
            media.addEventListener('loadedmetadata', resolve, { once: true });
            media.addEventListener('error', resolve, { once: true });
          })
        : null;
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
    // What was drawn before the settling began counts as a change at its start.
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      changed = true;
      lastChange = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (;;) {
      const calls = window.__darsCalls;
      const young = calls ? [...calls.values()].some((since) => performance.now() - since < 400) : false;
      const images = [...document.images];
      for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
      const media = [...document.querySelectorAll('video, audio')];
      // An image or media still on its way keeps the page settling past 2 s, up to 5 s.
      const arriving = images.some((img) => !img.complete) || media.some(loadsMedia);
      if (performance.now() >= (arriving ? loadsUntil : until)) break;
      await Promise.race([
        Promise.all([...images.map(decoded), ...media.map(metadata), document.fonts.ready]),
        timeout(loadsUntil),
      ]);
      if (!young && !changed) {
        // Unchanged for a frame; with a part marked busy, unchanged for busyQuietMs (see AFTER_CODE_MS).
        if (!document.querySelector('[aria-busy="true"]') || performance.now() - lastChange >= busyQuietMs) break;
        await timeout(Math.min(lastChange + busyQuietMs, until));
        continue;
      }
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
    // From here on, what changes in the page (photograph): anything but a running clock, which is not drawn.
    w.__darsWatch?.observer.disconnect();
    const watch = { changed: false, resources: performance.getEntriesByType('resource').length, observer: null };
    watch.observer = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        if (!node?.closest('[role=timer]')) watch.changed = true;
      }
    });
    watch.observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    w.__darsWatch = watch;
    // What the story drew: its root's content, and what it put straight in the body (a portal).
    const root = [...document.querySelectorAll('#storybook-root > *')];
    const portals = [...document.body.children].filter(
      (el) => !/^(storybook-root|storybook-docs)$/.test(el.id) && !/^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(el.tagName),
    );
    let top = Number.POSITIVE_INFINITY;
    let bottom = 0;
    const include = ({ top: from, bottom: to }) => {
      if (to <= from) return;
      top = Math.min(top, Math.max(0, from + window.scrollY));
      bottom = Math.max(bottom, to + window.scrollY);
    };
    const clipped = (style) => style.clipPath !== 'none' || style.clip !== 'auto';
    const clips = (style) => style.overflowX !== 'visible' || style.overflowY !== 'visible' || clipped(style);
    // Boxes drawn outside their parent's: one fixed to the window (a dialog, its backdrop, a toast), and
    // one placed absolutely (a panel dropping out of a bar, a menu in a portal), each as far as it shows:
    // what a box holding it clips (its overflow, a clip path) is not drawn, nor is one clipped itself (a link
    // hidden until it has focus), nor an invisible one. A portal's own wrapper has no size at all.
    const drawnOutside = (el) => {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'absolute') return null;
      if (style.visibility === 'hidden' || style.opacity === '0' || clipped(style)) return null;
      let { top: from, bottom: to, width } = el.getBoundingClientRect();
      if (width === 0) return null;
      if (style.position === 'absolute') {
        // Clipped by the box it is placed in (its offset parent) and what holds that, not by a box between.
        for (let up = el.offsetParent; up && up !== document.body; up = up.parentElement) {
          if (!clips(getComputedStyle(up))) continue;
          const box = up.getBoundingClientRect();
          from = Math.max(from, box.top);
          to = Math.min(to, box.bottom);
        }
      }
      return { top: from, bottom: to };
    };
    for (const el of [...root, ...portals]) {
      const box = el.getBoundingClientRect();
      if (box.width > 0) include(box);
      for (const inner of el.querySelectorAll('*')) {
        const outside = drawnOutside(inner);
        if (outside) include(outside);
      }
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
  }, SETTLE);
}

/**
 * Counts the page's calls in flight (window.__darsCalls: id → start) and its code loading (`loads`), for
 * `photograph` to wait on. Called before each story renders; each is installed once per page.
 */
async function watchCalls(page) {
  if (!page[LOADS]) {
    const code = { inFlight: new Map(), started: 0, lastEnd: 0 };
    page.on('request', (request) => {
      if (!CODE.has(request.resourceType())) return;
      code.inFlight.set(request, Date.now());
      code.started += 1;
    });
    const ended = (request) => {
      if (code.inFlight.delete(request)) code.lastEnd = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    page[LOADS] = code;
  }
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

module.exports = { photograph, watchCalls, snapshotName, DRAW_EVERY_CARD, MATCH_OPTIONS, REPORT_DIR, SNAPSHOT_DIR };
