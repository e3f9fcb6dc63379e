import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStudentExam } from '../scripts/demo-student.mjs';
import {
  baseUrl,
  type OpenedPage,
  openPage,
  resetDemoAroundEachTest,
  sidewaysScroll,
  startBrowserForFile,
  studentToken,
  text,
} from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
// Each journey starts from the seed data: sending answers marks an exam taken.
resetDemoAroundEachTest();
afterEach(async () => {
  expect(opened?.errors ?? []).toEqual([]);
  await opened?.context.close();
  opened = undefined;
});

type Lang = 'ar' | 'en';
const STUDENT = 'student@dars.example';

/** A course the demo student is taking, and one of its sections whose exam is not taken yet. */
const examToTake = (token: string) => demoStudentExam(baseUrl(), token);

/** The question groups of the exam screen, once they are there. */
async function questionGroups(page: Page) {
  await page.locator('fieldset[id^="question-"] input[type=radio]').first().waitFor({ timeout: 15_000 });
  return page.locator('fieldset[id^="question-"]');
}

/** Keeps the body of each matching POST (read on its way out: the request event does not carry a fetch body). */
async function postsTo(page: Page, pattern: string) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST') bodies.push(JSON.parse(route.request().postData() ?? 'null'));
    await route.fallback();
  });
  return bodies;
}

const submits = async (page: Page) =>
  (await postsTo(page, '**/api/v1/courses/sections/exam/*/submit')) as unknown as {
    answers: { question_id: number; answer_id: string }[];
  }[];

describe.each(['ar', 'en'] as const)('the exam (Chromium, demo API, %s)', (lang: Lang) => {
  const width = lang === 'ar' ? 375 : 1280;

  it('opens from the course page, stops a missing answer, keeps answers over a reload, sends once and goes back', async () => {
    const token = await studentToken();
    const { course, examId } = await examToTake(token);
    opened = await openPage(browser(), { lang, width, token });
    const { page } = opened;
    const sent = await submits(page);
    await page.goto(`${baseUrl()}/single_course/${course.slug}`);
    // The learner's lesson list: the section's exam is a link to the exam screen.
    const link = page.locator(`a[data-lesson="exam"][href*="/exam/${examId}"]`);
    const toggle = page.locator('section button[aria-expanded="false"]');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    while (!(await link.isVisible()) && (await toggle.count()) > 0) await toggle.first().click();
    await link.click();
    await page.waitForURL(new RegExp(`/single_course/${course.id}/exam/${examId}\\?course=`));
    const groups = await questionGroups(page);
    const total = await groups.count();
    expect(total).toBeGreaterThan(1);

    // Every question but the second answered; finishing warns, moves focus there and sends nothing.
    for (let i = 0; i < total; i += 1) if (i !== 1) await groups.nth(i).locator('label').nth(0).click();
    await page.getByRole('button', { name: text(lang, 'exam.finish') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: text(lang, 'exam.answerAll') })
      .waitFor();
    await expect.poll(() => groups.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent).toHaveLength(0);

    // A reload asks first (answers not sent), then keeps the answers and says so.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await questionGroups(page);
    expect(await page.locator('input[type=radio]:checked').count()).toBe(total - 1);
    await page.getByText(text(lang, 'examScreen.restored')).waitFor();
    expect(asked).toEqual(['beforeunload']);

    // A reload whose profile cannot be read: the e-mail last seen with this token stands in, and the
    // answers are still the student's (they were kept under another name, and lost from view).
    await page.route('**/api/v1/profile', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.reload();
    await questionGroups(page);
    expect(await page.locator('input[type=radio]:checked').count()).toBe(total - 1);
    await page.unroute('**/api/v1/profile');
    // What that reload logged, and only that: the failed call and the session's line about it.
    opened.errors.splice(
      0,
      opened.errors.length,
      ...opened.errors.filter((e) => !/500|could not load the profile/.test(e)),
    );
    await page.reload();
    await questionGroups(page);

    // The arrow keys choose within a question, in the page's direction.
    await groups.nth(1).locator('input[type=radio]').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    expect(await groups.nth(1).locator('input[type=radio]').nth(1).isChecked()).toBe(true);

    const finish = page.getByRole('button', { name: text(lang, 'exam.finish') });
    await finish.dblclick();
    // Back one page: the course page it was opened from.
    await page.waitForURL(new RegExp(`/single_course/${course.slug}$`), { timeout: 15_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.answers).toHaveLength(total);
    expect(sent[0]?.answers[1]).toMatchObject({ answer_id: 'answer_2' });
    expect(await page.evaluate((key) => localStorage.getItem(key), `dars.exam.${STUDENT}.${examId}`)).toBeNull();
  });

  it('a failed send keeps every answer and says so', async () => {
    const token = await studentToken();
    const { course, examId } = await examToTake(token);
    opened = await openPage(browser(), { lang, width, token });
    const { page } = opened;
    await page.route('**/api/v1/courses/sections/exam/*/submit', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }),
    );
    await page.goto(`${baseUrl()}/single_course/${course.id}/exam/${examId}?course=${course.slug}`);
    const groups = await questionGroups(page);
    const total = await groups.count();
    for (let i = 0; i < total; i += 1) await groups.nth(i).locator('label').nth(2).click();
    await page.getByRole('button', { name: text(lang, 'exam.finish') }).click();
    await page.getByText(text(lang, 'exam.sendFailed')).waitFor();
    expect(await page.locator('input[type=radio]:checked').count()).toBe(total);
    expect(new URL(page.url()).pathname).toBe(`/single_course/${course.id}/exam/${examId}`);
    // The refused send was logged by the browser (a 500): the only console lines here.
    expect(opened.errors.every((e) => /Failed to load resource.*500/.test(e))).toBe(true);
    opened.errors.splice(0);
  });
});

describe('a timed exam (Chromium, demo API)', () => {
  it('sends what is answered by itself when its time is up', async () => {
    const token = await studentToken();
    const { course, examId, duration } = await examToTake(token);
    expect(duration).toBeGreaterThan(0);
    opened = await openPage(browser(), { lang: 'en', width: 1280, token });
    const { page } = opened;
    const sent = await submits(page);
    // The page's clock is the test's: started long enough ago that 30 seconds are left, and those pass only
    // when the test moves the clock on, however slowly the page loads (with 4 real seconds left, a slow run
    // reached the question after the time was up).
    // Paused a little ahead of the time installed: a clock already past the pause point (a slow install)
    // refuses it ('Cannot fast-forward to the past'). Nothing is loaded yet for the jump to wake.
    const now = Date.now() + 5_000;
    await page.clock.install({ time: Date.now() });
    await page.clock.pauseAt(now);
    const startedAt = now - duration * 60_000 + 30_000;
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `dars.exam.${STUDENT}.${examId}`,
      JSON.stringify({ answers: {}, marked: [], startedAt }),
    ] as const);
    await page.goto(`${baseUrl()}/single_course/${course.id}/exam/${examId}?course=${course.slug}`);
    const groups = await questionGroups(page);
    await groups.nth(0).locator('label').nth(3).click();
    await page.clock.runFor(25_000);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^0:0[0-5]$/);
    expect(sent).toHaveLength(0);
    await page.clock.runFor(6_000);
    await page.waitForURL(new RegExp(`/single_course/${course.slug}$`), { timeout: 15_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.answers).toEqual([expect.objectContaining({ answer_id: 'answer_4' })]);
  });
});

describe.each(['ar', 'en'] as const)('the review wizard (Chromium, demo API, %s)', (lang: Lang) => {
  const width = lang === 'ar' ? 375 : 1280;

  /** Opens the wizard on a course the demo student is taking. */
  async function openWizard(page: Page) {
    const token = await studentToken();
    const { course } = await examToTake(token);
    await page.goto(`${baseUrl()}/single_course/${course.slug}`);
    await page.getByRole('button', { name: text(lang, 'review.open') }).click({ timeout: 15_000 });
    return page.getByRole('dialog', { name: text(lang, 'review.title') });
  }

  it('takes the course stars, the instructor stars and a comment, thanks, closes after 3 s and shows the review', async () => {
    opened = await openPage(browser(), { lang, width, token: await studentToken() });
    const { page } = opened;
    const bodies = await postsTo(page, '**/api/v1/courses/*/add-review');
    const dialog = await openWizard(page);
    // Next needs a star; the stars are a radio group the arrow keys drive in the page's direction.
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByText(text(lang, 'review.ratingRequired')).waitFor();
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 3 }) }).check();
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    expect(await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 4 }) }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 5 }) }).check();
    // Back keeps the course's stars.
    await dialog.getByRole('button', { name: text(lang, 'common.back') }).click();
    expect(await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 4 }) }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    // Arabic: 5,000 characters, vowelled, with emoji and a run with no space to break at (hostile input).
    const comment =
      lang === 'ar'
        ? `${'دورةٌ رائعةٌ وشرحٌ واضحٌ 👍🏽 Python ٣ '.repeat(100)}${'ب'.repeat(5000)}`.slice(0, 5000)
        : 'A great course, clearly explained';
    await dialog.getByRole('textbox', { name: text(lang, 'review.comment') }).fill(comment);
    await dialog.getByRole('button', { name: text(lang, 'review.submit') }).click();
    const thanks = page.getByText(text(lang, 'review.thanks'));
    await thanks.waitFor();
    const shown = Date.now();
    await thanks.waitFor({ state: 'hidden', timeout: 6_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
    expect(bodies).toEqual([{ rating: 4, comment, instructor_rating: 5 }]);
    // The reviews tab has it, without a reload.
    await page.getByRole('tab', { name: text(lang, 'course.reviews') }).click();
    await page.getByRole('tabpanel').getByText(comment).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
  });

  it("a failed send shows the wizard's error, and the wizard closes after 5 s", async () => {
    opened = await openPage(browser(), { lang, width, token: await studentToken() });
    const { page } = opened;
    await page.route('**/api/v1/courses/*/add-review', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }),
    );
    const dialog = await openWizard(page);
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 2 }) }).check();
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 2 }) }).check();
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByRole('button', { name: text(lang, 'review.submit') }).click();
    const error = page.getByRole('alertdialog').getByText(text(lang, 'review.sendFailed'));
    await error.waitFor();
    const shown = Date.now();
    await error.waitFor({ state: 'hidden', timeout: 8_000 });
    expect(Date.now() - shown).toBeGreaterThan(4_000);
    expect(opened.errors.every((e) => /Failed to load resource.*500/.test(e))).toBe(true);
    opened.errors.splice(0);
  });
});
