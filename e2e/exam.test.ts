import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoStudentExam } from '../scripts/demo-student.mjs';
import {
  baseUrl,
  expectNoAxeViolations,
  forgiveErrors,
  journeys,
  type Lang,
  sentBodies,
  sidewaysScroll,
  studentToken,
  text,
} from './support';

// Each journey starts from the seed data: sending answers marks an exam taken.
const { open, expectErrors } = journeys();
const STUDENT = 'student@dars.example';

/** A course the demo student is taking, and one of its sections whose exam is not taken yet. */
const examToTake = (token: string) => demoStudentExam(baseUrl(), token);

/** The question groups of the exam screen, once they are there. */
async function questionGroups(page: Page) {
  await page.locator('fieldset[id^="question-"] input[type=radio]').first().waitFor({ timeout: 15_000 });
  return page.locator('fieldset[id^="question-"]');
}

/** Keeps the body of each matching POST, read as JSON. */
const postsTo = (page: Page, pattern: string) =>
  sentBodies(page, pattern, (body) => JSON.parse(body || 'null') as Record<string, unknown>);

const submits = async (page: Page) =>
  (await postsTo(page, '**/api/v1/courses/sections/exam/*/submit')) as unknown as {
    answers: { question_id: number; answer_id: string }[];
  }[];

/**
 * The arrow key that moves on to the next choice of a radio group (an exam's answers, the review's stars):
 * the one pointing forward in the page's direction. Both directions are driven, for each group: ArrowLeft
 * in the Arabic journeys (the exam taken, the review sent), ArrowRight in the English ones (the failed sends).
 */
const forwardArrow = (lang: Lang) => (lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');

/** Chooses a question's first answer, then its second with the forward arrow key. */
async function arrowToSecondAnswer(page: Page, question: Locator, lang: Lang) {
  await question.locator('input[type=radio]').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press(forwardArrow(lang));
  expect(await question.locator('input[type=radio]').nth(1).isChecked()).toBe(true);
}

/**
 * Runs in the page: notes the words of each live region added to the page with its words already in it
 * (screen readers announce a change to a region they know, not a region that arrives speaking), in
 * `window.__darsBornSpeaking`.
 */
function bornSpeaking() {
  const found: string[] = [];
  (window as { __darsBornSpeaking?: string[] }).__darsBornSpeaking = found;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const regions = [node, ...node.querySelectorAll('[aria-live], [role="status"], [role="alert"]')].filter((el) =>
          el.matches('[aria-live], [role="status"], [role="alert"]'),
        );
        for (const region of regions) if (region.textContent?.trim()) found.push(region.textContent.trim());
      }
  }).observe(document, { childList: true, subtree: true });
}

describe('the exam (Chromium, demo API)', () => {
  it('ar: opens from the course page, stops a missing answer, keeps answers over a reload, sends once and goes back', async () => {
    const lang = 'ar';
    const token = await studentToken();
    const { course, examId } = await examToTake(token);
    const opened = await open({ lang, width: 375, token });
    const { page } = opened;
    const sent = await submits(page);
    await page.addInitScript(bornSpeaking);
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
    // The warned state passes axe, target size included: on an Arabic phone the focused question scrolls the
    // one before it under the top bar, where a hidden skip link once sat close to its radios.
    await expectNoAxeViolations(page);

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
    // What that reload logged, and only that: the browser's line for the failed call.
    forgiveErrors(opened, /500/);
    await page.reload();
    await questionGroups(page);

    // The arrow keys choose within a question, in the page's direction.
    await arrowToSecondAnswer(page, groups.nth(1), lang);

    const finish = page.getByRole('button', { name: text(lang, 'exam.finish') });
    await finish.dblclick();
    // Back one page: the course page it was opened from.
    await page.waitForURL(new RegExp(`/single_course/${course.slug}$`), { timeout: 15_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.answers).toHaveLength(total);
    expect(sent[0]?.answers[1]).toMatchObject({ answer_id: 'answer_2' });
    expect(await page.evaluate((key) => localStorage.getItem(key), `dars.exam.${STUDENT}.${examId}`)).toBeNull();
    // The course page says the answers were sent, in a polite live region that was there before the words
    // (one added with its words already in it is not read out).
    const notice = page.getByRole('status').filter({ hasText: text(lang, 'exam.success') });
    await notice.waitFor();
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    const born = await page.evaluate(() => (window as { __darsBornSpeaking?: string[] }).__darsBornSpeaking ?? []);
    expect(born.filter((words) => words.includes(text(lang, 'exam.success')))).toEqual([]);
    // Once: not again when the page is loaded again.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await link.waitFor({ state: 'attached', timeout: 15_000 });
    expect(await notice.count()).toBe(0);
  });

  it('en: a failed send keeps every answer (one chosen with the arrow keys) and says so', async () => {
    const lang = 'en';
    const token = await studentToken();
    const { course, examId } = await examToTake(token);
    const { page } = await open({ lang, width: 1280, token });
    // The refused send is logged by the browser (a 500): the only console lines here.
    expectErrors(/Failed to load resource.*500/);
    await page.route('**/api/v1/courses/sections/exam/*/submit', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }),
    );
    await page.goto(`${baseUrl()}/single_course/${course.id}/exam/${examId}?course=${course.slug}`);
    const groups = await questionGroups(page);
    const total = await groups.count();
    for (let i = 0; i < total; i += 1) await groups.nth(i).locator('label').nth(2).click();
    // The arrow keys choose within a question, in the page's direction.
    await arrowToSecondAnswer(page, groups.nth(1), lang);
    await page.getByRole('button', { name: text(lang, 'exam.finish') }).click();
    await page.getByText(text(lang, 'exam.sendFailed')).waitFor();
    expect(await page.locator('input[type=radio]:checked').count()).toBe(total);
    expect(new URL(page.url()).pathname).toBe(`/single_course/${course.id}/exam/${examId}`);
  });
});

describe('a timed exam (Chromium, demo API)', () => {
  it('sends what is answered by itself when its time is up', async () => {
    const token = await studentToken();
    const { course, examId, duration } = await examToTake(token);
    expect(duration).toBeGreaterThan(0);
    const { page } = await open({ lang: 'en', width: 1280, token });
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

describe('the review wizard (Chromium, demo API)', () => {
  /** Opens the wizard on a course the demo student is taking. */
  async function openWizard(page: Page, lang: Lang) {
    const token = await studentToken();
    const { course } = await examToTake(token);
    await page.goto(`${baseUrl()}/single_course/${course.slug}`);
    await page.getByRole('button', { name: text(lang, 'review.open') }).click({ timeout: 15_000 });
    return page.getByRole('dialog', { name: text(lang, 'review.title') });
  }

  it('ar: keeps a star chosen and closed until cleared; takes the course stars, the instructor stars and a comment, thanks, closes after 3 s and shows the review', async () => {
    const lang = 'ar';
    const { page } = await open({ lang, width: 375, token: await studentToken() });
    const bodies = await postsTo(page, '**/api/v1/courses/*/add-review');
    const dialog = await openWizard(page, lang);
    // Closed with a star chosen, it is kept; cleared, the wizard is empty again and the focus on its first star.
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 1 }) }).check();
    await dialog.getByRole('button', { name: text(lang, 'common.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: text(lang, 'review.open') }).click();
    await dialog.getByRole('button', { name: text(lang, 'review.clear') }).click();
    await dialog.getByRole('button', { name: text(lang, 'review.clear') }).waitFor({ state: 'detached' });
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      text(lang, 'review.star', { rating: 1 }),
    );
    // Next needs a star; the stars are a radio group the arrow keys drive in the page's direction.
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByText(text(lang, 'review.ratingRequired')).waitFor();
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 3 }) }).check();
    await page.keyboard.press(forwardArrow(lang));
    expect(await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 4 }) }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 5 }) }).check();
    // Back keeps the course's stars.
    await dialog.getByRole('button', { name: text(lang, 'common.back') }).click();
    expect(await dialog.getByRole('radio', { name: text(lang, 'review.star', { rating: 4 }) }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    await dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    // 5,000 characters, vowelled, with emoji and a run with no space to break at (hostile input).
    const comment = `${'دورةٌ رائعةٌ وشرحٌ واضحٌ 👍🏽 Python ٣ '.repeat(100)}${'ب'.repeat(5000)}`.slice(0, 5000);
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

  it("en: a failed send shows the wizard's error and closes after 5 s; what was written (a star chosen with the arrow keys) is kept (a reload too) until sign-out", async () => {
    const lang = 'en';
    const opened = await open({ lang, width: 1280, token: await studentToken() });
    const { page } = opened;
    await page.route('**/api/v1/courses/*/add-review', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }),
    );
    let dialog = await openWizard(page, lang);
    const star = (rating: number) => dialog.getByRole('radio', { name: text(lang, 'review.star', { rating }) });
    const commentBox = () => dialog.getByRole('textbox', { name: text(lang, 'review.comment') });
    const next = () => dialog.getByRole('button', { name: text(lang, 'review.next') }).click();
    const comment = 'A little fast';
    // The stars are a radio group the arrow keys drive in the page's direction.
    await star(1).check();
    await page.keyboard.press(forwardArrow(lang));
    expect(await star(2).isChecked()).toBe(true);
    await next();
    await star(3).check();
    await next();
    await commentBox().fill(comment);
    await dialog.getByRole('button', { name: text(lang, 'review.submit') }).click();
    const error = page.getByRole('alertdialog').getByText(text(lang, 'review.sendFailed'));
    await error.waitFor();
    const shown = Date.now();
    await error.waitFor({ state: 'hidden', timeout: 8_000 });
    expect(Date.now() - shown).toBeGreaterThan(4_000);
    // The refused send, and only that, was logged by the browser (a 500).
    forgiveErrors(opened, /Failed to load resource.*500/);

    /** Opens the wizard and reads what it offers: the note, both ratings (walking the steps), the comment. */
    const offered = async () => {
      await page.getByRole('button', { name: text(lang, 'review.open') }).click({ timeout: 15_000 });
      dialog = page.getByRole('dialog', { name: text(lang, 'review.title') });
      await star(1).waitFor();
      const kept = await dialog.getByText(text(lang, 'review.kept')).isVisible();
      const checked = async () => {
        for (const rating of [1, 2, 3, 4, 5]) if (await star(rating).isChecked()) return rating;
        return 0;
      };
      const course = await checked();
      if (course > 0) await next();
      const instructor = course > 0 ? await checked() : 0;
      if (instructor > 0) await next();
      const typed = instructor > 0 ? await commentBox().inputValue() : '';
      await dialog.getByRole('button', { name: text(lang, 'common.close') }).click();
      await dialog.waitFor({ state: 'hidden' });
      return { kept, course, instructor, typed };
    };
    // Opened again, then after a reload of the page: what was written, said to be kept.
    expect(await offered()).toEqual({ kept: true, course: 2, instructor: 3, typed: comment });
    await page.reload();
    expect(await offered()).toEqual({ kept: true, course: 2, instructor: 3, typed: comment });
    // Signed out and in again (a shared phone): nothing of it.
    const course = page.url();
    await page.goto(`${baseUrl()}/logout`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(course);
    expect(await offered()).toEqual({ kept: false, course: 0, instructor: 0, typed: '' });
  });
});
