import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewDialog, type ReviewDialogProps } from './ReviewDialog';

const meta = {
  title: 'UI/Review/ReviewDialog',
  component: ReviewDialog,
  args: {
    open: true,
    step: 1,
    courseRating: 0,
    instructorRating: 0,
    comment: '',
    sending: false,
    ratingMissing: false,
    message: '',
    resumed: false,
    onRate: fn(),
    onComment: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn(),
    onClose: fn(),
    onClear: fn(),
  },
  // Room for the dialog in the docs page and the test-runner's screenshot.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown>; args: ReviewDialogProps };
/** The dialog is portalled to the body. */
const dialogOf = async (ctx: Ctx) => {
  const body = ctx.canvasElement.ownerDocument.body;
  const found = await waitFor(() => {
    const element = body.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (!element) throw new Error('no dialog yet');
    return element;
  });
  // The card pops in from transparent (180 ms): wait until it is seen.
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
};

/** Step 1: the course's stars, focus on the first; Next. */
export const CourseStep: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByText(t('review.step', { step: 1, total: 3 }))).toBeVisible();
    const first = dialog.getByRole('radio', { name: t('review.star', { rating: 1 }) });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.click(dialog.getByRole('radio', { name: t('review.star', { rating: 4 }) }));
    await expect(ctx.args.onRate).toHaveBeenCalledWith(4);
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await expect(ctx.args.onNext).toHaveBeenCalledTimes(1);
    // No back on the first step.
    await expect(dialog.queryByRole('button', { name: t('common.back') })).toBeNull();
  },
};

/** Next with no star: the message under the stars. */
export const RatingMissing: Story = {
  args: { ratingMissing: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByRole('group')).toHaveAccessibleDescription(t('review.ratingRequired'));
  },
};

/**
 * Opened again on a review that was not sent (a failed send, or closed before sending): the stars and the
 * comment as they were, said to be kept, with a way to clear them.
 */
export const Resumed: Story = {
  args: { courseRating: 3, instructorRating: 4, comment: 'Clear lessons, a little fast.', resumed: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    // Read out with the dialog: it describes it.
    const body = within(ctx.canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog')).toHaveAccessibleDescription(t('review.kept'));
    // The focus starts on the chosen star (a radio group's Tab stop), not the first.
    const chosen = dialog.getByRole('radio', { name: t('review.star', { rating: 3 }) });
    await expect(chosen).toBeChecked();
    await waitFor(() => expect(chosen).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: t('review.clear') }));
    await expect(ctx.args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Step 2: the instructor's stars, with back. */
export const InstructorStep: Story = {
  args: { step: 2, courseRating: 4, instructorRating: 5 },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByRole('group', { name: t('review.instructorRating') })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: t('review.star', { rating: 5 }) })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: t('common.back') }));
    await expect(ctx.args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Step 3: the comment, then send. */
export const CommentStep: Story = {
  args: { step: 3, courseRating: 4, instructorRating: 5 },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    const box = dialog.getByRole('textbox', { name: t('review.comment') });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'x');
    await expect(ctx.args.onComment).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t('review.submit') }));
    await expect(ctx.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While it is sent: the send button busy. */
export const Sending: Story = {
  args: { step: 3, courseRating: 4, instructorRating: 5, comment: 'Clear and practical.', sending: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByRole('button', { name: t('review.submit') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The thank-you (it closes itself after 3 s: the machine's timer). */
export const Thanks: Story = {
  args: { step: 'thanks', courseRating: 4, instructorRating: 5 },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByRole('heading', { name: t('review.thanksTitle') })).toBeVisible();
    await expect(dialog.getByText(t('review.thanks'))).toBeVisible();
  },
};

/** The server refused: its own words (the wizard closes after 5 s). */
export const ErrorWithServerMessage: Story = {
  args: { step: 'error', message: 'You have already reviewed this course.' },
  play: async (ctx) => {
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByRole('alert')).toHaveTextContent('You have already reviewed this course.');
  },
};

/** No words from the server: the spec's 'an error occurred while sending the review'. */
export const ErrorFallback: Story = {
  args: { step: 'error' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await dialogOf(ctx);
    await expect(dialog.getByRole('alert')).toHaveTextContent(t('review.sendFailed'));
  },
};
