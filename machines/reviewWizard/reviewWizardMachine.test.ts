import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled } from '../testing';
import {
  REVIEW_WIZARD_DELAYS,
  reviewDraftField,
  reviewDraftValues,
  reviewWizardMachine,
  reviewWizardView,
} from './reviewWizardMachine';

type SendInput = { slug: string; rating: number; instructorRating: number; comment: string };

function start() {
  const send = controlled<ActionResult, SendInput>();
  const reviewed = vi.fn();
  const actor = createActor(
    reviewWizardMachine.provide({ actors: { send: send.logic }, actions: { reviewed: () => reviewed() } }),
    { input: { slug: 'python' } },
  ).start();
  const view = () => reviewWizardView(actor.getSnapshot());
  return { actor, send, reviewed, view };
}

/** Through both ratings to the comment step. */
function atComment(course = 4, instructor = 5) {
  const sut = start();
  sut.actor.send({ type: 'review.open' });
  sut.actor.send({ type: 'review.rate', rating: course });
  sut.actor.send({ type: 'review.next' });
  sut.actor.send({ type: 'review.rate', rating: instructor });
  sut.actor.send({ type: 'review.next' });
  return sut;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reviewWizardMachine', () => {
  it('is closed until opened, then asks for the course rating first', () => {
    const { actor, view } = start();
    expect(view().open).toBe(false);
    actor.send({ type: 'review.open' });
    expect(view()).toMatchObject({ open: true, step: 1, courseRating: 0, ratingMissing: false });
  });

  it('next without a rating stays and says a rating is needed; choosing one clears it', () => {
    const { actor, view } = start();
    actor.send({ type: 'review.open' });
    actor.send({ type: 'review.next' });
    expect(view()).toMatchObject({ step: 1, ratingMissing: true });
    actor.send({ type: 'review.rate', rating: 3 });
    expect(view()).toMatchObject({ step: 1, ratingMissing: false, courseRating: 3 });
    actor.send({ type: 'review.next' });
    expect(view().step).toBe(2);
    // The instructor's rating is needed too.
    actor.send({ type: 'review.next' });
    expect(view()).toMatchObject({ step: 2, ratingMissing: true });
  });

  it('back keeps every choice', () => {
    const { actor, view } = atComment(2, 5);
    actor.send({ type: 'review.comment', value: 'Clear lessons' });
    actor.send({ type: 'review.back' });
    expect(view()).toMatchObject({ step: 2, instructorRating: 5 });
    actor.send({ type: 'review.back' });
    expect(view()).toMatchObject({ step: 1, courseRating: 2 });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.next' });
    expect(view()).toMatchObject({ step: 3, comment: 'Clear lessons', courseRating: 2, instructorRating: 5 });
  });

  it('keeps ratings whole and between 0 and 5', () => {
    const { actor, view } = start();
    actor.send({ type: 'review.open' });
    actor.send({ type: 'review.rate', rating: 9 });
    expect(view().courseRating).toBe(5);
    actor.send({ type: 'review.rate', rating: -2 });
    expect(view().courseRating).toBe(0);
  });

  it('sends rating, comment and instructor rating once; the thank-you closes itself after 3 s exactly', async () => {
    const { actor, send, reviewed, view } = atComment(4, 5);
    actor.send({ type: 'review.comment', value: '  Very practical  ' });
    actor.send({ type: 'review.submit' });
    actor.send({ type: 'review.submit' });
    expect(view()).toMatchObject({ step: 3, sending: true });
    expect(send.calls).toHaveLength(1);
    expect(send.calls[0]?.input).toEqual({ slug: 'python', rating: 4, instructorRating: 5, comment: 'Very practical' });
    await send.resolve({ success: true, message: 'Thanks!' } as never);
    expect(view()).toMatchObject({ step: 'thanks', open: true, message: 'Thanks!' });
    expect(reviewed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REVIEW_WIZARD_DELAYS.thanks - 1);
    expect(view().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(view().open).toBe(false);
    // Sent: nothing is kept, the next review starts empty.
    actor.send({ type: 'review.open' });
    expect(view()).toMatchObject({ step: 1, courseRating: 0, instructorRating: 0, comment: '', resumed: false });
  });

  it("a refusal shows the server's words; the wizard closes after 5 s exactly, nothing is reloaded, and what was written is offered again", async () => {
    const { actor, send, reviewed, view } = atComment(2, 4);
    actor.send({ type: 'review.comment', value: 'Too fast for me' });
    actor.send({ type: 'review.submit' });
    await send.reject(new ApiError('http', { status: 422, serverMessage: 'You have already reviewed this course.' }));
    expect(view()).toMatchObject({ step: 'error', open: true, message: 'You have already reviewed this course.' });
    expect(reviewed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REVIEW_WIZARD_DELAYS.error - 1);
    expect(view().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(view().open).toBe(false);
    // Opened again: the same stars and comment, from the first step, said to be kept; sent as they are.
    actor.send({ type: 'review.open' });
    expect(view()).toMatchObject({
      step: 1,
      courseRating: 2,
      instructorRating: 4,
      comment: 'Too fast for me',
      resumed: true,
      message: '',
    });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.submit' });
    expect(send.calls.at(-1)?.input).toEqual({
      slug: 'python',
      rating: 2,
      instructorRating: 4,
      comment: 'Too fast for me',
    });
  });

  it("a server fault or no answer leaves the message empty: the screen says 'an error occurred'", async () => {
    for (const error of [
      new ApiError('http', { status: 500, serverMessage: 'Stack trace' }),
      new ApiError('network'),
    ]) {
      const { actor, send, view } = atComment();
      actor.send({ type: 'review.submit' });
      await send.reject(error);
      expect(view()).toMatchObject({ step: 'error', message: '' });
    }
  });

  it('closing at any step closes and keeps what was written; clearing it starts afresh on the first step', () => {
    const { actor, view } = atComment(3, 3);
    actor.send({ type: 'review.comment', value: 'Half written' });
    actor.send({ type: 'review.close' });
    expect(view().open).toBe(false);
    actor.send({ type: 'review.open' });
    expect(view()).toMatchObject({
      step: 1,
      courseRating: 3,
      instructorRating: 3,
      comment: 'Half written',
      resumed: true,
    });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.clear' });
    expect(view()).toMatchObject({
      open: true,
      step: 1,
      courseRating: 0,
      instructorRating: 0,
      comment: '',
      resumed: false,
    });
    actor.send({ type: 'review.close' });
    actor.send({ type: 'review.open' });
    expect(view()).toMatchObject({ courseRating: 0, instructorRating: 0, comment: '', resumed: false });
  });

  it('forgetting (another student now signed in) closes the wizard, from any step, and keeps nothing', async () => {
    for (const go of [
      (sut: ReturnType<typeof start>) => sut.actor.send({ type: 'review.close' }),
      (sut: ReturnType<typeof start>) => sut.actor.send({ type: 'review.back' }),
      async (sut: ReturnType<typeof start>) => {
        sut.actor.send({ type: 'review.submit' });
        await sut.send.reject(new ApiError('network'));
      },
    ]) {
      const sut = atComment(3, 4);
      sut.actor.send({ type: 'review.comment', value: 'Mine' });
      await go(sut);
      sut.actor.send({ type: 'review.forget' });
      expect(sut.view().open).toBe(false);
      sut.actor.send({ type: 'review.open' });
      expect(sut.view()).toMatchObject({ courseRating: 0, instructorRating: 0, comment: '', resumed: false });
    }
  });

  it('a fresh wizard says nothing is kept; a review kept for the tab is offered, while closed only', () => {
    const { actor, view } = start();
    actor.send({ type: 'review.open' });
    expect(view().resumed).toBe(false);
    actor.send({ type: 'review.rate', rating: 2 });
    // Not while it is open: what is on screen stays.
    actor.send({ type: 'review.restore', draft: { courseRating: 5 } });
    expect(view().courseRating).toBe(2);
    actor.send({ type: 'review.close' });
    actor.send({ type: 'review.restore', draft: { courseRating: 9, instructorRating: 3.4, comment: 'Kept' } });
    actor.send({ type: 'review.open' });
    expect(view()).toMatchObject({ courseRating: 5, instructorRating: 3, comment: 'Kept', resumed: true });
  });

  it('writes the kept review as text fields (a rating of 0 as nothing) and reads them back', () => {
    const { actor, view } = atComment(4, 5);
    actor.send({ type: 'review.comment', value: 'Good' });
    expect(reviewDraftValues(view())).toEqual({ courseRating: '4', instructorRating: '5', comment: 'Good' });
    expect(reviewDraftValues({ courseRating: 0, instructorRating: 0, comment: '' })).toEqual({
      courseRating: '',
      instructorRating: '',
      comment: '',
    });
    expect(reviewDraftField('courseRating', '4')).toEqual({ courseRating: 4 });
    expect(reviewDraftField('comment', 'Good')).toEqual({ comment: 'Good' });
    // Anything else in the tab's storage is not a review.
    expect(reviewDraftField('courseRating', 'many')).toBeNull();
    expect(reviewDraftField('token', 'x')).toBeNull();
  });
});
