import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appDrawn,
  baseUrl,
  failUntilRecovered,
  fileTabOpenedBy,
  journeys,
  type Lang,
  nextDocument,
  studentToken,
  text,
} from './support';

// Each journey starts from the seed data: subscribing, views and the cart are written by the tests.
const { open, expectErrors } = journeys();

/** A paid course nobody has bought (first section free), and a free one the demo student has not joined. */
const PAID = 'ui-ux-fundamentals';
const FREE = 'html-css-basics';

/** Counts the requests whose path matches, from now on. */
function countRequests(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request.method());
  });
  return seen;
}

/** Opens every closed section of a lesson list. */
async function openAllSections(list: Locator) {
  const closed = list.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** The lesson stage's heading once a lesson is open. */
const stageTitle = (page: Page) => page.locator('#lesson-stage-title');

/** Keeps a log of the element's media events on it (what happened, at which position, how ready). */
function recordMediaEvents(v: HTMLVideoElement & { e2eLog?: string[] }) {
  v.e2eLog = [];
  const started = performance.now();
  for (const type of [
    'seeking',
    'seeked',
    'waiting',
    'playing',
    'play',
    'pause',
    'stalled',
    'ratechange',
    'ended',
    'error',
    'emptied',
    'canplay',
  ]) {
    v.addEventListener(type, () => {
      const at = Math.round(performance.now() - started);
      v.e2eLog?.push(`${at}ms ${type} t=${v.currentTime.toFixed(2)} rs=${v.readyState}`);
    });
  }
}

/** The assertion, its failure told with the element's state and event log. */
async function explained(video: Locator, assertion: Promise<unknown>) {
  try {
    await assertion;
  } catch (error) {
    const state = await video
      .evaluate((v: HTMLVideoElement & { e2eLog?: string[] }) => {
        const ranges = (r: TimeRanges) =>
          Array.from({ length: r.length }, (_, i) => `${r.start(i).toFixed(2)}-${r.end(i).toFixed(2)}`).join(',');
        return [
          `t=${v.currentTime} paused=${v.paused} seeking=${v.seeking} ended=${v.ended} rate=${v.playbackRate}`,
          `readyState=${v.readyState} networkState=${v.networkState} error=${v.error?.code ?? 'none'}`,
          `played=${ranges(v.played)} buffered=${ranges(v.buffered)} seekable=${ranges(v.seekable)}`,
          `events: ${(v.e2eLog ?? []).join('; ')}`,
        ].join('\n');
      })
      .catch((reason: unknown) => `(the element could not be read: ${String(reason)})`);
    throw new Error(`${String(error)}\nthe video: ${state}`);
  }
}

/** The video element inside the lesson stage. */
const stageVideo = (page: Page) => page.locator('section[aria-labelledby="lesson-stage-title"] video');

/**
 * Drives the playing lesson's player by keyboard: pause (k), to the start (Home), seek forward (ArrowRight) and
 * back, slower (Shift+<), play (Space) and pause again; resolves where it paused, past 1.5 s. A video's
 * timeline runs left to right in both languages, and so do its seek keys: they are driven in both directions,
 * on the visitor's lesson in English and on the student's in Arabic.
 */
async function driveThePlayer(page: Page, lang: Lang) {
  const video = stageVideo(page);
  // The clip is 8 s: from the start at 0.75x it lasts 10.7 s, far from its end even on a loaded machine.
  // (Once in CI the last pause read position 0; the steps then started wherever playback had got to, up to
  // 3.5 s, and played at 1.25x, so the end was within reach.)
  const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused);
  await expect.poll(playing, { timeout: 10_000 }).toBe(true);
  // The element is marked: a test that goes on with another one says so.
  await video.evaluate((v: HTMLVideoElement & { e2eMark?: string }) => {
    v.e2eMark = 'first';
  });
  const sameElement = () => video.evaluate((v: HTMLVideoElement & { e2eMark?: string }) => v.e2eMark === 'first');
  // What the element did, for a failure's message: once in CI the video, told to play from the start, stayed
  // at 0 for 25 s.
  await video.evaluate(recordMediaEvents);
  await page.getByRole('button', { name: text(lang, 'player.pause') }).focus();
  await page.keyboard.press('k');
  await expect.poll(playing).toBe(false);
  // Each seek is let finish before the next key, as a viewer watching the picture would (a seek cut short by
  // the next one, then playback, once left the video at 0 for 25 s in a loaded CI run).
  const seekedTo = async (key: string) => {
    await page.keyboard.press(key);
    await explained(
      video,
      expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking), { timeout: 10_000 }).toBe(false),
    );
    return video.evaluate((v: HTMLVideoElement) => v.currentTime);
  };
  expect(await seekedTo('Home')).toBe(0);
  expect(await seekedTo('ArrowRight')).toBeCloseTo(5, 1);
  expect(await seekedTo('ArrowLeft')).toBe(0);
  await page.keyboard.press('Shift+Comma');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.75);
  await page.keyboard.press('Space');
  await expect.poll(playing).toBe(true);
  // From the start the video plays on (a loaded machine may hold its decoding a while).
  await explained(
    video,
    expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 25_000 }).toBeGreaterThan(1.5),
  );
  await page.keyboard.press('k');
  await expect.poll(playing).toBe(false);
  const kept = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(await sameElement(), 'the lesson kept its video element').toBe(true);
  expect(kept).toBeGreaterThan(1.5);
  return kept;
}

describe('the course page (Chromium, demo API)', () => {
  it('en: a visitor opens a free lesson, drives its player by keyboard, and is stopped at a locked one', async () => {
    const lang = 'en';
    const { page } = await open({ lang, width: 1280 });
    const views = countRequests(page, /\/video\/\d+\/submit$/);
    await page.goto(`${baseUrl()}/single_course/${PAID}?tab=content`);
    const panel = page.getByRole('tabpanel');
    const free = panel.locator('button[data-lesson="video"]:not([aria-disabled])').first();
    await free.waitFor({ timeout: 15_000 });
    const title = (await free.getAttribute('data-title')) ?? '';
    await free.click();
    await expect.poll(() => stageTitle(page).textContent(), { timeout: 10_000 }).toContain(title);
    await stageVideo(page).waitFor();
    await driveThePlayer(page, lang);

    // A locked lesson (the second section, opened): a lock, a reason for assistive technology, and nothing
    // happens when it is pressed.
    await openAllSections(panel);
    const locked = panel.locator('[data-lesson="video"][aria-disabled="true"]').first();
    const reason = await locked.getAttribute('aria-describedby');
    expect(reason).toBeTruthy();
    expect(await page.locator(`[id="${reason}"]`).textContent()).toContain(text(lang, 'course.lockedHint'));
    // (Playwright waits for an aria-disabled control to be enabled: the click is forced, as a user's would be.)
    await locked.click({ force: true });
    await locked.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await stageTitle(page).textContent()).toContain(title);
    // A visitor's playback records nothing.
    expect(views).toEqual([]);
  });

  it('ar: a student subscribes to a free course, watches a lesson (one view, progress moves), drives the player by keyboard and resumes after a reload', async () => {
    const lang = 'ar';
    const { page, context } = await open({ lang, token: await studentToken(), width: 375 });
    const views = countRequests(page, /\/video\/\d+\/submit$/);
    // The page's clock runs as the real one, except while the success popup waits to be confirmed below.
    await page.clock.install();
    await page.goto(`${baseUrl()}/single_course/${FREE}`);
    const subscribe = page.getByRole('button', { name: new RegExp(text(lang, 'course.subscribe')) });
    await subscribe.waitFor();
    // Confirming reloads the page (spec section 4): the learner's view, with progress and lessons. The popup
    // closes by itself 2 s after it shows, and on a loaded machine more than 2 s can pass between the test
    // seeing the popup and its next step (a click, or holding the page's clock). So the clock is held from
    // before the click and moved on by
    // hand, a frame at a time, until the popup is on screen; from then on its 2 s do not run, and the test
    // confirms like a student who reads it, however slow the machine. (A held clock that was not moved on
    // kept a late answer's popup from ever showing: its entrance runs on animation frames.) Held from a
    // moment just ahead of the page's clock, which runs on meanwhile (Playwright refuses to fast-forward to
    // the past); a little later if it did.
    for (const ahead of [100, 400, 1000]) {
      try {
        await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, ahead));
        break;
      } catch (error) {
        if (ahead === 1000 || !String(error).includes('fast-forward to the past')) throw error;
      }
    }
    await subscribe.click();
    const dialog = page.getByRole('alertdialog').filter({ hasText: text(lang, 'subscribe.successTitle') });
    const ok = dialog.getByRole('button', { name: text(lang, 'common.ok') });
    const giveUp = Date.now() + 30_000;
    while (!(await ok.isVisible())) {
      if (Date.now() > giveUp) throw new Error('the success popup did not show within 30 s');
      await page.clock.runFor(16);
    }
    const reloaded = await nextDocument(page);
    await ok.click();
    // The clock runs again at once (the new document's timers would otherwise wait on it).
    await page.clock.resume();
    await reloaded();
    const bar = page.getByRole('progressbar').first();
    await bar.waitFor({ timeout: 15_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');

    const continueButton = page.getByRole('button', { name: new RegExp(text(lang, 'course.continue')) });
    await continueButton.click();
    const video = stageVideo(page);
    await video.waitFor({ timeout: 15_000 });
    // Playing records the view once; the watched mark and the progress follow without a reload.
    await expect.poll(() => views.length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.getByText(text(lang, 'course.watched')).first().waitFor();

    const kept = await driveThePlayer(page, lang);

    // A reload resumes at the kept position, and records no second view. The course's calls start before the
    // app and the profile's after it: "continue" pressed before the profile has come resumes the same lesson.
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    await page.route(/\/api\/v1\/profile(\?|$)/, async (route) => {
      await profileHeld;
      await route.continue();
    });
    // What the reload shows, not its `load` event (see above): the button, once the app has drawn it.
    await page.reload({ waitUntil: 'commit' });
    await appDrawn(page);
    await continueButton.click();
    await stageVideo(page).waitFor({ timeout: 15_000 });
    await page.getByText(new RegExp(text(lang, 'coursePage.resumed', { time: 'X' }).split('X')[0] ?? '')).waitFor();
    releaseProfile();
    // Playback starts at the kept position, not at 0: the first range played begins there.
    const playedFrom = () =>
      stageVideo(page).evaluate((v: HTMLVideoElement) => (v.played.length > 0 ? v.played.start(0) : -1));
    await expect.poll(playedFrom, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    // (Positions are kept in whole seconds.)
    expect(await playedFrom()).toBeGreaterThanOrEqual(Math.floor(kept));
    expect(views).toHaveLength(1);

    // A PDF opens in a new tab, from the API's origin, without an opener.
    const lessons = page.locator('section[aria-labelledby="course-learning-title"]');
    await openAllSections(lessons);
    const pdf = lessons.locator('a[href$=".pdf"]').first();
    expect(await pdf.getAttribute('rel')).toBe('noopener noreferrer');
    const { tab, address } = await fileTabOpenedBy(context, () => pdf.click());
    expect(address).toMatch(/\.pdf$/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });

  it('ar: a student adds a paid course to the cart', async () => {
    const lang = 'ar';
    const token = await studentToken();
    const { page } = await open({ lang, token });
    await page.goto(`${baseUrl()}/single_course/${PAID}`);
    await page.getByRole('button', { name: new RegExp(text(lang, 'course.addToCart')) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'coursePage.cartAdded') })
      .waitFor();
    const cart = await fetch(`${baseUrl()}/api/v1/cart/courses`, { headers: { authorization: `Bearer ${token}` } });
    const slugs = ((await cart.json()) as { data: { slug: string }[] }).data.map((c) => c.slug);
    expect(slugs).toContain(PAID);
  });

  it('en: an unknown course says so with a way back; a failing course call shows the red line and the retry recovers', async () => {
    const lang = 'en';
    const { page } = await open({ lang });
    // The browser's lines for the refused calls (the unknown course's 404s, the 500) are expected here; the app
    // writes none (the route sweep, e2e/sweep-demo.test.ts, owns that).
    expectErrors(/status of (404|500)/);
    await page.goto(`${baseUrl()}/single_course/no-such-course`);
    await page.getByText(text(lang, 'empty.courseNotFound')).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: text(lang, 'coursePage.notFoundAction') }).waitFor();

    const recover = await failUntilRecovered(page, `**/api/v1/courses/${PAID}`);
    await page.goto(`${baseUrl()}/single_course/${PAID}`);
    const alert = page.getByRole('alert').filter({ hasText: text(lang, 'errors.fetchFailed') });
    await alert.waitFor({ timeout: 20_000 });
    recover();
    await page.getByRole('button', { name: text(lang, 'common.retry') }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
