import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { describe, expect, it } from 'vitest';
import { demoStudentExam } from '../scripts/demo-student.mjs';
import { appDrawn, baseUrl, journeys, logIn, studentToken, text } from './support';

/**
 * Offline, in Chromium with the app's service worker (app/offline/sw.ts) and the browser really offline
 * (the context's offline mode) after an online visit.
 */
const { open, expectErrors } = journeys();

/** The page is under the worker's control: its reads go through it from now on. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** A page opened at `path` with the worker allowed, once the worker controls it. */
async function openUnderTheWorker(options: { lang: 'ar' | 'en'; width?: number }, path: string) {
  const opened = await open({ ...options, serviceWorker: true });
  await opened.page.goto(`${baseUrl()}${path}`);
  await appDrawn(opened.page);
  await controlled(opened.page);
  return opened;
}

/** The calls behind the student's cart and profile pages, which the shared-phone test reads as student A. */
const STUDENT_READS = ['/api/v1/cart/courses', '/api/v1/profile'];

/** Every request the page's caches keep, in every cache: its address and its headers' values. */
const keptRequests = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return all.flat().map((request) => ({ url: request.url, headers: [...request.headers.values()] }));
  });

/**
 * The POSTs to `pattern` from now on: those that reached the server (answered), those that got no answer, and
 * the body of each one made.
 */
async function postsTo(page: Page, pattern: RegExp) {
  const reached: string[] = [];
  const unanswered: string[] = [];
  const bodies: string[] = [];
  const matches = (url: string, method: string) => method === 'POST' && pattern.test(new URL(url).pathname);
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.fallback();
  });
  page.on('requestfinished', (request) => {
    if (matches(request.url(), request.method())) reached.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (matches(request.url(), request.method())) unanswered.push(request.failure()?.errorText ?? '');
  });
  return { reached, unanswered, bodies };
}

/** A lesson of a course the demo student is taking that they have not watched: its course and title. */
async function unwatchedLesson(token: string) {
  const call = async (path: string) =>
    (
      (await (
        await fetch(`${baseUrl()}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}`, lang: 'en' } })
      ).json()) as { data: never }
    ).data;
  const courses: { slug: string; progress: number }[] = await call('profile/my-courses?per_page=20&page=1');
  for (const course of courses.filter((c) => c.progress < 100)) {
    const sections: { videos: { title: string; view: boolean }[] }[] = await call(`courses/${course.slug}/sections`);
    const video = sections.flatMap((s) => s.videos).find((v) => !v.view);
    if (video) return { slug: course.slug, title: video.title };
  }
  throw new Error('the demo student has no lesson left to watch');
}

describe('writes that wait for the connection (Chromium, offline mode)', () => {
  it('ar: an exam finished offline says its answers will be sent, and sends them once when the connection returns', async () => {
    const lang = 'ar';
    const token = await studentToken();
    const { course, examId } = await demoStudentExam(baseUrl(), token);
    const { page, context } = await open({ lang, width: 375, token });
    const submits = await postsTo(page, /\/exam\/\d+\/submit$/);
    await page.goto(`${baseUrl()}/single_course/${course.id}/exam/${examId}?course=${course.slug}`);
    const groups = page.locator('fieldset[id^="question-"]');
    await groups.locator('input[type=radio]').first().waitFor({ timeout: 15_000 });
    const total = await groups.count();
    for (let i = 0; i < total; i += 1) await groups.nth(i).locator('label').nth(1).click();

    await context.setOffline(true);
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.getByRole('button', { name: text(lang, 'exam.finish') }).click();
    await page.getByText(text(lang, 'offline.examQueued')).waitFor();
    await page.getByRole('button', { name: text(lang, 'offline.sendNow') }).waitFor();
    expect(await page.locator('input[type=radio]:checked').count()).toBe(total);
    expect(submits.reached).toEqual([]);
    expect(submits.unanswered.length).toBeGreaterThan(0);

    await context.setOffline(false);
    // Sent by itself, once, with every answer; then the spec's outcome: back to the course, which says so.
    await page.waitForURL(new RegExp(`/single_course/${course.slug}$`), { timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'exam.success') })
      .waitFor();
    expect(submits.reached).toHaveLength(1);
    const sent = JSON.parse(submits.bodies.at(-1) ?? '{}') as { answers: { answer_id: string }[] };
    expect(sent.answers).toHaveLength(total);
    expect(sent.answers.every((a) => a.answer_id === 'answer_2')).toBe(true);
  });

  it('en: a lesson whose view call gets no answer has its view recorded once when the connection returns', async () => {
    const lang = 'en';
    const token = await studentToken();
    const lesson = await unwatchedLesson(token);
    const { page, context } = await open({ lang, width: 1280, token });
    const views = await postsTo(page, /\/video\/\d+\/submit$/);
    // The view call goes unanswered (the first try and the one retry), as on a connection that has dropped.
    await page.route('**/api/v1/courses/sections/video/*/submit', (route) => route.abort('internetdisconnected'));
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.goto(`${baseUrl()}/single_course/${lesson.slug}`);
    const panel = page.locator('section[aria-labelledby="course-learning-title"]');
    const button = panel.locator(`button[data-lesson="video"][data-title="${lesson.title}"]`);
    await panel.locator('button[data-lesson="video"]').first().waitFor({ timeout: 15_000 });
    const closed = panel.locator('button[aria-expanded="false"]');
    while (!(await button.isVisible()) && (await closed.count()) > 0) await closed.first().click();
    await button.click();
    await page.locator('section[aria-labelledby="lesson-stage-title"] video').waitFor({ timeout: 15_000 });
    await expect.poll(() => views.unanswered.length, { timeout: 15_000 }).toBe(2);
    await page.unroute('**/api/v1/courses/sections/video/*/submit');
    expect(views.reached).toEqual([]);

    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => views.reached.length, { timeout: 10_000 }).toBe(1);
    await panel.getByText(text(lang, 'course.watched')).first().waitFor();
    // Recorded: the connection coming back again sends nothing more.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForTimeout(1_000);
    expect(views.reached).toHaveLength(1);
  });
});

describe('a read on a weak connection (Chromium)', () => {
  it('en: a read that gets no answer is tried again, and the page says so meanwhile instead of failing', async () => {
    const lang = 'en';
    const { page } = await open({ lang });
    await page.goto(`${baseUrl()}/home`);
    await appDrawn(page);
    // The FAQ page's read: no answer the first time; the next try takes a while, then is answered.
    let tries = 0;
    await page.route(/\/api\/v1\/frequently-questions\?.*per_page=1000/, async (route) => {
      tries += 1;
      if (tries === 1) return route.abort('internetdisconnected');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return route.continue();
    });
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    // Within the app (no call made ahead by boot for the new page).
    await page.evaluate(() => history.pushState(null, '', '/faq'));
    const retrying = page.getByRole('status').filter({ hasText: text(lang, 'offline.retrying') });
    await retrying.waitFor();
    await page.getByRole('main').getByRole('button').first().waitFor();
    await retrying.waitFor({ state: 'detached' });
    expect(tries).toBe(2);
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });
});

/**
 * The production build copied to a folder of its own and served by `vite preview` with the demo API on a
 * free port (an origin of its own, so its worker is no other test's); `deploy()` serves a new deployment
 * there, on the same address: the worker's script changed, as every build's precache list changes it.
 */
async function deployedBuild() {
  const folder = mkdtempSync(join(tmpdir(), 'dars-update-'));
  cpSync('dist', join(folder, 'dist'), { recursive: true });
  // The demo API's state for this server (its plugin reads the variable as the server starts).
  const stateBefore = process.env.DARS_DEMO_STATE_FILE;
  process.env.DARS_DEMO_STATE_FILE = join(folder, 'demo-state.json');
  const serve = (port = 0) =>
    preview({
      logLevel: 'warn',
      build: { outDir: join(folder, 'dist') },
      preview: { port, strictPort: port !== 0, host: '127.0.0.1', open: false },
    });
  let server: PreviewServer = await serve();
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    deploy: async () => {
      await server.close();
      appendFileSync(join(folder, 'dist', 'sw.js'), '\n// the next deployment\n');
      server = await serve(port);
    },
    close: async () => {
      await server.close();
      if (stateBefore === undefined) delete process.env.DARS_DEMO_STATE_FILE;
      else process.env.DARS_DEMO_STATE_FILE = stateBefore;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe('offline (Chromium, service worker)', () => {
  it('ar: a new deployment says a new version is available, and the page moves to it only on that reload', async () => {
    const lang = 'ar';
    const served = await deployedBuild();
    try {
      const { page } = await open({ lang, width: 375, serviceWorker: true });
      // A request the page makes while the server restarts with the next deployment gets no answer; the
      // browser logs it.
      expectErrors(/Failed to load resource: net::ERR_FAILED/);
      await page.goto(`${served.base}/home`);
      await appDrawn(page);
      await controlled(page);
      await served.deploy();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole('status').filter({ hasText: text(lang, 'offline.updateReady') });
      await prompt.waitFor({ timeout: 20_000 });
      // Until then the page keeps its own deployment: the new worker waits.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
      await page.evaluate(() => {
        (window as { __darsBefore?: boolean }).__darsBefore = true;
      });
      await prompt.getByRole('button', { name: text(lang, 'offline.reload') }).click();
      await page.waitForFunction(() => !(window as { __darsBefore?: boolean }).__darsBefore, undefined, {
        timeout: 20_000,
      });
      await appDrawn(page);
      // The new deployment controls the page, none waits, and nothing is left to say.
      await controlled(page);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        false,
      );
      expect(await page.getByText(text(lang, 'offline.updateReady')).count()).toBe(0);
    } finally {
      await served.close();
    }
  });

  it('ar: a page read online opens offline, reloaded, with its content and the offline notice', async () => {
    const lang = 'ar';
    const { page, context } = await openUnderTheWorker({ lang, width: 375 }, '/faq');
    // Read once under the worker's control: its calls are kept.
    await page.reload();
    const question = page.getByRole('main').getByRole('button').first();
    await question.waitFor();
    const asked = (await question.textContent())?.trim() ?? '';
    expect(asked.length).toBeGreaterThan(0);

    await context.setOffline(true);
    // The browser logs the calls it could not make while offline (a kept copy answers them).
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.reload();
    await appDrawn(page);
    await page.getByRole('main').getByRole('button', { name: asked }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'offline.notice') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
  });

  it('ar: a course read online opens offline with its pictures; no lesson video or audio is kept', async () => {
    const lang = 'ar';
    const { page, context } = await openUnderTheWorker({ lang, width: 375 }, '/home');
    await page.goto(`${baseUrl()}/single_course/python-for-beginners`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.waitFor();
    const title = (await heading.textContent())?.trim() ?? '';
    // The pictures drawn online (the course's poster among them), once each has been kept.
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((img) => img.complete && img.naturalWidth > 0)
          .map((img) => img.currentSrc),
      );
    await expect.poll(async () => (await drawn()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const pictures = await drawn();
    const kept = async () => (await keptRequests(page)).map((request) => request.url);
    const missing = (now: string[]) => pictures.filter((src) => !now.includes(src));
    await expect.poll(async () => missing(await kept())).toEqual([]);

    await context.setOffline(true);
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.reload();
    await appDrawn(page);
    await page.getByRole('main').getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(async () => missing(await drawn())).toEqual([]);
    // Lessons stream: nothing the worker kept is a video or audio file.
    expect((await kept()).filter((url) => /\.(mp4|webm|ogg|m4a|mp3|m3u8|mpd)(\?|$)/i.test(url))).toEqual([]);
  });

  it('en: a page never read shows the app and its shell offline, never the browser’s error page, links to the pages read, and loads once back online', async () => {
    const lang = 'en';
    const { page, context } = await openUnderTheWorker({ lang }, '/home');
    // A page read under the worker's control: it opens offline, and the offline page links to it.
    await page.goto(`${baseUrl()}/faq`);
    const question = page.getByRole('main').getByRole('button').first();
    await question.waitFor();
    const asked = (await question.textContent())?.trim() ?? '';
    // Listed once the shell's connection part, loaded after the first screen, has seen it read.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('dars.offlinePages') ?? ''), { timeout: 15_000 })
      .toContain('/faq');
    await context.setOffline(true);
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.goto(`${baseUrl()}/instructors`);
    await appDrawn(page);
    await page.getByRole('banner').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'offline.notice') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // Its list says why it is not there, and links to what opens offline.
    await page.getByText(text(lang, 'offline.notSaved')).waitFor({ timeout: 15_000 });
    const pages = page.getByRole('navigation', { name: text(lang, 'offline.available') });
    await pages.getByRole('link', { name: text(lang, 'title.faq') }).click();
    await page.getByRole('main').getByRole('button', { name: asked }).waitFor();
    await page.goBack();
    // Back on the page never read: it loads by itself once the connection is back.
    await page.getByText(text(lang, 'offline.notSaved')).waitFor({ timeout: 15_000 });
    await context.setOffline(false);
    await expect.poll(() => page.getByText(text(lang, 'offline.notSaved')).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByRole('main').getByRole('alert').count()).toBe(0);
  });

  it('en: a shared phone: student A’s cart and profile, read, are gone after logout; offline, none of them can be fetched from the caches or seen', async () => {
    const lang = 'en';
    const { page, context } = await openUnderTheWorker({ lang }, '/login');
    await logIn(page, lang);
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
    // Student A reads the cart and the profile.
    for (const path of ['/cart', '/profile']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    }
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('dars-personal')).keys()).map((request) => new URL(request.url).pathname),
        ),
      )
      .toEqual(expect.arrayContaining(STUDENT_READS));
    // Nothing kept holds the token.
    const keys = (await keptRequests(page)).map((request) => [request.url, ...request.headers].join(' '));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(keys.some((key) => key.includes(token ?? '\u0000'))).toBe(false);

    await page.goto(`${baseUrl()}/logout`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Nothing of theirs is kept (the cache may be there again, empty: its expiry bookkeeping can reopen it).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.has('dars-personal')) ? (await (await caches.open('dars-personal')).keys()).length : 0,
        ),
      )
      .toBe(0);
    await context.setOffline(true);
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const fetched = await page.evaluate(
      async (paths) =>
        Promise.all(
          paths.map(async (path) => {
            try {
              return (await fetch(path, { headers: { lang: 'en' } })).status;
            } catch {
              return 'failed';
            }
          }),
        ),
      STUDENT_READS,
    );
    expect(fetched).not.toContain(200);
    // Nor seen: the cart, opened again offline, shows none of A's courses but asks to sign in.
    await page.goto(`${baseUrl()}/cart`);
    await page.waitForURL(/\/login/);
  });
});
