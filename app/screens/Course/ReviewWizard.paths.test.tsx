import { type ActionResult, ApiError, login } from '@dars/api';
import { createFormatters, createTranslator, type Language, localeOf, type Translate } from '@dars/i18n';
import { reviewWizardMachine } from '@dars/machines';
import { DEMO_STUDENT } from '@dars/mocks';
import { server } from '@dars/mocks/node';
import { within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { delayed, done, failed, type ModelEvent } from '../../../machines/testing';
import { until } from '../../testing/clock';
import { holdCall } from '../../testing/heldCalls';
import { describeScreenPaths, dialogWhen, elsewhere, renderAt, shownDialog } from '../../testing/screenPaths';
import CourseScreen from './CourseScreen';

/**
 * The review wizard on the course page of a course the demo student is taking, driven by the wizard machine's
 * paths: opening is a click on 'rate this course', a rating a click on its star, next, back, send and 'clear
 * review' clicks on the dialog's buttons, the comment typed into its box, closing the dialog's close button in
 * Arabic and Escape in English; sending is the demo API's, held until each step answers it (a refusal in the
 * server's words, a server fault); the thanks' 3 s and the error's 5 s are the fake clock. At each state: the
 * dialog or none, its title, the step named and counted, the stars chosen, the comment, 'please choose a
 * rating', the kept note and its clear button, where focus is, the busy send button, the thanks or the error in
 * its words; what was sent, the reviews asked for again after a success, and what the tab keeps.
 */

const SLUG = 'react-from-zero';
const RATING = 4;
/** Typed with a trailing space: the review is sent trimmed. */
const COMMENT = 'Clear lessons ';
const REFUSAL = new ApiError('http', { status: 422, serverMessage: 'Reviews are closed for this course.' });
/** A server fault: its error page has no words of its own, the dialog says the spec's fallback. */
const FAULT = new ApiError('http', { status: 500 });
const THANKED: ActionResult = { success: true, message: 'Thanks!' };

/** The student's events the paths explore. */
const does = {
  open: { type: 'review.open' },
  rate: { type: 'review.rate', rating: RATING },
  next: { type: 'review.next' },
  back: { type: 'review.back' },
  comment: { type: 'review.comment', value: COMMENT },
  submit: { type: 'review.submit' },
  close: { type: 'review.close' },
  clear: { type: 'review.clear' },
} satisfies Record<string, ModelEvent>;

const SEND_DONE = done('send').type;
const SEND_FAILED = failed('send', null).type;
const THANKS_PASS = delayed('thanks', 'reviewWizard.thanks').type;
const ERROR_PASS = delayed('error', 'reviewWizard.error').type;

type Step = 1 | 2 | 3 | 'thanks' | 'error';

/** Where the steps leave the wizard, told from what the student did and how the send was answered. */
function wizardAfter(steps: ModelEvent[]) {
  let open = false;
  let step: Step = 1;
  let ratings = { course: 0, instructor: 0 };
  let comment = '';
  let missing = false;
  let resumed = false;
  let sending = false;
  let message = '';
  const sent: { rating: number; comment: string; instructor_rating: number }[] = [];
  let successes = 0;
  /** The last step opened the dialog or brought a step of it (or cleared it): its first control takes the focus. */
  let entered = false;
  /** The last step opened the dialog. */
  let opened = false;
  const written = () => ratings.course > 0 || ratings.instructor > 0 || comment.trim() !== '';
  const forget = () => {
    ratings = { course: 0, instructor: 0 };
    comment = '';
    resumed = false;
    missing = false;
  };
  const editing = () => open && !sending && typeof step === 'number';
  for (const e of steps) {
    const before = `${open}${step}`;
    entered = false;
    opened = e.type === 'review.open' && !open;
    if (e.type === 'review.open' && !open) {
      open = true;
      step = 1;
      resumed = written();
      missing = false;
      message = '';
    } else if (e.type === 'review.rate' && editing() && step !== 3) {
      if (step === 1) ratings.course = e.rating as number;
      else ratings.instructor = e.rating as number;
      missing = false;
    } else if (e.type === 'review.next' && editing() && step !== 3) {
      const rated = step === 1 ? ratings.course : ratings.instructor;
      missing = rated === 0;
      if (rated > 0) step = step === 1 ? 2 : 3;
    } else if (e.type === 'review.back' && editing() && step !== 1) {
      missing = false;
      step = step === 3 ? 2 : 1;
    } else if (e.type === 'review.comment' && editing() && step === 3) comment = e.value as string;
    else if (e.type === 'review.submit' && editing() && step === 3) {
      sending = true;
      sent.push({ rating: ratings.course, comment: comment.trim(), instructor_rating: ratings.instructor });
    } else if (e.type === 'review.clear' && editing()) {
      forget();
      step = 1;
      entered = true;
    } else if (e.type === 'review.close' && open && !sending) open = false;
    else if (e.type === SEND_DONE) {
      sending = false;
      step = 'thanks';
      forget();
      successes += 1;
    } else if (e.type === SEND_FAILED) {
      sending = false;
      step = 'error';
      // A refusal (4xx) in the server's words; anything else the spec's 'an error occurred while sending'.
      const error = e.error as ApiError;
      message = (error.status ?? 500) < 500 ? (error.serverMessage ?? '') : '';
    } else if (e.type === THANKS_PASS || e.type === ERROR_PASS) open = false;
    if (open && `${open}${step}` !== before) entered = true;
  }
  return { open, step, ratings, comment, missing, resumed, sending, message, sent, successes, entered, opened };
}

async function start(lang: Language) {
  const { token } = await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  const send = holdCall<ActionResult>({
    method: 'post',
    path: 'courses/:slug/add-review',
    reply: (out) => ({ message: out.message }),
  });
  // The page's reviews, counted as asked for and answered by the demo API.
  const reviewCalls: string[] = [];
  server.use(
    http.get('*/api/v1/courses/:slug/reviews', ({ request }) => {
      reviewCalls.push(new URL(request.url).pathname);
      return undefined;
    }),
  );
  const { user } = renderAt(`/single_course/${SLUG}`, <CourseScreen title="title.course" params={{ slug: SLUG }} />, {
    lang,
    token,
  });
  const t = createTranslator(lang);
  // The course page first: the wizard opens from the learning panel of a course being taken.
  await until(() => openButton(t), 10_000);
  return { t, format: createFormatters(localeOf(lang)), lang, user, send, reviewCalls, settle: { send } };
}
type Sut = Awaited<ReturnType<typeof start>>;

/**
 * The learning panel's 'rate this course', found by its words: a role query over the whole course page is slow
 * in jsdom.
 */
function openButton(t: Translate) {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === t('review.open'));
  if (!button) throw new Error(`no button '${t('review.open')}'`);
  return button;
}

const inDialog = () => {
  const dialog = shownDialog();
  if (!dialog) throw new Error('no dialog');
  return within(dialog);
};
const starName = ({ t, format }: Sut, rating: number) => t('review.star', { rating: format.number(rating) });

/** What the tab keeps of the review not yet sent: both ratings and the comment, as text. */
const kept = () => {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('dars.draft.review.') && k.endsWith(`.${SLUG}`));
  return key ? JSON.parse(sessionStorage.getItem(key) ?? 'null') : null;
};

describeScreenPaths(reviewWizardMachine, {
  input: { slug: SLUG },
  events: [
    does.open,
    does.rate,
    does.next,
    does.back,
    does.comment,
    does.submit,
    // Before closing by hand: the graph tries events in this order, so the paths to a wizard closed after the
    // thanks or the error are the timers' (closing the outcome by its button is the ReviewFailed story's).
    delayed('thanks', 'reviewWizard.thanks'),
    delayed('error', 'reviewWizard.error'),
    does.close,
    does.clear,
    done('send', THANKED),
    failed('send', REFUSAL),
    failed('send', FAULT),
  ],
  // What a student can do where: open from the page, a star while it is not already chosen, the comment once,
  // 'clear review' where it is offered (a review kept from before, not while sending).
  allow: (s, e) => {
    const step = s.matches('course') ? 'course' : s.matches('instructor') ? 'instructor' : null;
    switch (e.type) {
      case 'review.open':
        return s.matches('closed');
      case 'review.rate':
        return step !== null && s.context[`${step}Rating`] !== e.rating;
      case 'review.comment':
        return s.matches('comment') && s.context.comment !== e.value;
      case 'review.clear':
        return s.context.resumed && (step !== null || s.matches('comment'));
      case 'review.close':
        return !s.matches('closed') && !s.matches('sending');
      default:
        return true;
    }
  },
  // What is written, what the dialog shows; closed, only what is written and the last send's words (opening
  // again starts the rest afresh), which tell a wizard closed after a send from one closed by the student.
  serialize: (s) => {
    const c = s.context;
    const written = `${c.courseRating}|${c.instructorRating}|${c.comment}`;
    return s.matches('closed')
      ? `closed|${written}|${c.message}`
      : `${String(s.value)}|${written}|${c.ratingMissing}|${c.resumed}|${c.message}`;
  },
  // Every state, and each way the dialog shows one: a rating missing, a review kept from before, the server's
  // words or the fallback; closed after the thanks and after the refusal.
  cover: (s) => {
    const { message, ratingMissing, resumed } = s.context;
    if (s.matches('closed'))
      return message === THANKED.message ? 'closed after thanks' : message ? 'closed after refusal' : 'closed';
    if (s.matches('error')) return `error ${message ? 'refused' : 'fault'}`;
    return [String(s.value), ratingMissing ? 'missing' : '', resumed ? 'resumed' : ''].filter(Boolean).join(' ');
  },
  expectStates: [
    'closed',
    'closed after thanks',
    'closed after refusal',
    'course',
    'course missing',
    'course resumed',
    'instructor',
    'instructor missing',
    'instructor resumed',
    'instructor missing resumed',
    'comment',
    'comment resumed',
    'sending',
    'sending resumed',
    'thanks',
    'error refused',
    'error fault',
  ],
  // Clearing a kept review leaves the wizard as a fresh one, where shorter paths already are: these take it.
  also: [
    // Refused, closed after 5 s; opened again on what was written, cleared, and opened again empty.
    [
      does.open,
      does.rate,
      does.next,
      does.rate,
      does.next,
      does.comment,
      does.submit,
      failed('send', REFUSAL),
      delayed('error', 'reviewWizard.error'),
      does.open,
      does.clear,
      does.close,
      does.open,
    ],
    // A kept star, cleared from the comment step: back to the first step, empty.
    [does.open, does.rate, does.close, does.open, does.next, does.rate, does.next, does.clear],
  ],
  clock: Date.UTC(2026, 10, 24, 10, 0, 0),
  start,
  label: (e) =>
    e.type === 'review.open'
      ? 'rate this course'
      : e.type === 'review.rate'
        ? `${e.rating} stars`
        : e.type === 'review.comment'
          ? 'type a comment'
          : e.type === SEND_DONE
            ? 'the review is taken'
            : e.type === SEND_FAILED
              ? `send fails (${(e.error as ApiError).status})`
              : e.type.startsWith('review.')
                ? e.type.slice('review.'.length)
                : undefined,
  act: {
    'review.open': ({ t, user }: Sut) => user.click(openButton(t)),
    'review.rate': (sut: Sut, e) =>
      sut.user.click(inDialog().getByRole('radio', { name: starName(sut, e.rating as number) })),
    'review.next': ({ t, user }: Sut) => user.click(inDialog().getByRole('button', { name: t('review.next') })),
    'review.back': ({ t, user }: Sut) => user.click(inDialog().getByRole('button', { name: t('common.back') })),
    'review.comment': async ({ t, user }: Sut, e) => {
      const box = inDialog().getByRole('textbox', { name: t('review.comment') });
      if ((box as HTMLTextAreaElement).value) await user.clear(box);
      await user.type(box, e.value as string);
    },
    'review.submit': ({ t, user }: Sut) => user.click(inDialog().getByRole('button', { name: t('review.submit') })),
    'review.clear': ({ t, user }: Sut) => user.click(inDialog().getByRole('button', { name: t('review.clear') })),
    // The dialog's close button in Arabic, Escape in English.
    'review.close': ({ t, lang, user }: Sut) =>
      lang === 'en'
        ? user.keyboard('{Escape}')
        : user.click(inDialog().getByRole('button', { name: t('common.close') })),
  },
  check: (sut: Sut, _expected, steps) => {
    const { t, send, reviewCalls } = sut;
    const wizard = wizardAfter(steps);
    // Sent: the course's rating, the comment trimmed and the instructor's rating, once per send.
    expect(send.requests.map((r) => r.body)).toEqual(wizard.sent);
    // A review sent shows in the reviews without a reload: the page asks for them again, once per success.
    expect(reviewCalls).toHaveLength(1 + wizard.successes);
    expect(elsewhere()).toBeNull();
    // What was written and not sent is kept for the tab (a reload, a link followed); nothing once sent or cleared.
    const written = wizard.ratings.course > 0 || wizard.ratings.instructor > 0 || wizard.comment !== '';
    expect(kept()).toEqual(
      written
        ? {
            courseRating: wizard.ratings.course ? String(wizard.ratings.course) : '',
            instructorRating: wizard.ratings.instructor ? String(wizard.ratings.instructor) : '',
            comment: wizard.comment,
          }
        : null,
    );
    const dialog = dialogWhen(wizard.open);
    if (!dialog) return;
    const box = within(dialog);
    // Focus is in the dialog. Which control has it is checked as a step appears in the open dialog; as the
    // dialog opens, Ariakit picks it by layout, which jsdom has none of (the course page's stories check it).
    expect(dialog.contains(document.activeElement), 'focus in the dialog').toBe(true);
    const focusMoved = wizard.entered && !wizard.opened;
    expect(box.getByRole('heading').textContent).toBe(
      wizard.step === 'thanks' ? t('review.thanksTitle') : t('review.title'),
    );
    if (wizard.step === 'thanks' || wizard.step === 'error') {
      const error = wizard.step === 'error';
      expect(dialog.getAttribute('role')).toBe(error ? 'alertdialog' : 'dialog');
      const outcome = box.getByRole(error ? 'alert' : 'status');
      expect(outcome.textContent).toBe(error ? wizard.message || t('review.sendFailed') : t('review.thanks'));
      // The outcome takes the focus from the send button it replaced.
      expect(document.activeElement).toBe(outcome);
      return;
    }
    expect(dialog.getAttribute('role')).toBe('dialog');
    const step = wizard.step;
    expect(box.getByText(t('review.step', { step, total: 3 }))).toBeTruthy();
    // The step named in the list of the three.
    expect(dialog.querySelector('ol [aria-current="step"]')?.textContent).toBe(
      t(
        (['review.stepCourse', 'review.stepInstructor', 'review.stepComment'] as const)[step - 1] ??
          'review.stepCourse',
      ),
    );
    // Opened on a review written before: said so, tied to the dialog, with a way to clear it.
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? null).toBe(
      wizard.resumed ? t('review.kept') : null,
    );
    expect(box.queryByRole('button', { name: t('review.clear') }) !== null, 'clear offered').toBe(wizard.resumed);
    if (step === 3) {
      const comment = box.getByRole('textbox', { name: t('review.comment') }) as HTMLTextAreaElement;
      expect(comment.value).toBe(wizard.comment);
      expect(comment.readOnly, 'read only while sending').toBe(wizard.sending);
      const submit = box.getByRole('button', { name: t('review.submit') });
      expect(submit.getAttribute('aria-busy')).toBe(wizard.sending ? 'true' : null);
      expect((box.getByRole('button', { name: t('common.back') }) as HTMLButtonElement).disabled).toBe(wizard.sending);
      if (focusMoved) expect(document.activeElement).toBe(comment);
      return;
    }
    const group = box.getByRole('group', {
      name: step === 1 ? t('review.courseRating') : t('review.instructorRating'),
    });
    const rating = step === 1 ? wizard.ratings.course : wizard.ratings.instructor;
    const stars = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map((n) => starName(sut, n)));
    expect(stars.find((star) => star.checked)?.value ?? null, 'the chosen star').toBe(rating ? String(rating) : null);
    // 'Please choose a rating to continue', tied to the stars.
    expect(group.getAttribute('aria-invalid')).toBe(wizard.missing ? 'true' : null);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent ?? null).toBe(
      wizard.missing ? t('review.ratingRequired') : null,
    );
    expect(box.queryByRole('button', { name: t('common.back') }) !== null, 'back').toBe(step === 2);
    // A step that appears gives its stars the focus: the chosen one, or the first.
    if (focusMoved) expect(document.activeElement).toBe(stars[Math.max(0, rating - 1)]);
  },
});
