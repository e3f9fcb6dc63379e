import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { answer, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetSubscribed } from '../../courseActions';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { forgetExamSentWord, leaveExamSentWord } from '../learner';
import CourseScreen from './CourseScreen';

/**
 * The demo courses the stories open: a paid course the demo student has not bought (with an intro video),
 * one without an intro video, a free course, a course in progress, and one finished with its certificate.
 */
const PAID = 'ui-ux-fundamentals';
const PAID_NO_INTRO = 'figma-web-prototyping';
const FREE = 'html-css-basics';
const IN_PROGRESS = 'react-from-zero';
const FINISHED = 'javascript-essentials';

type Args = { params: { slug: string }; title: 'title.course' };
type Params = { query?: string; student?: boolean };

const meta = {
  title: 'Screens/Course',
  component: CourseScreen,
  parameters: { layout: 'padded' },
  args: { title: 'title.course', params: { slug: PAID } },
  // The demo store starts afresh for each story (subscribing and the cart change it); signed in when asked.
  loaders: [
    async ({ parameters }) => {
      resetDemoStore();
      forgetSubscribed();
      localStorage.clear();
      return { token: (parameters as Params).student ? await demoStudentToken() : null };
    },
  ],
  render: (args, { parameters, loaded }) => (
    <AppHarness
      path={`/single_course/${args.params.slug}${(parameters as Params).query ?? ''}`}
      token={(loaded as { token: string | null }).token}
    >
      <CourseScreen {...(args as Args)} />
    </AppHarness>
  ),
} satisfies Meta<typeof CourseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const canvasOf = (ctx: Ctx) => within(ctx.canvasElement);
const heading = (ctx: Ctx) => canvasOf(ctx).findByRole('heading', { level: 1 });
const tab = (ctx: Ctx, name: string) => canvasOf(ctx).findByRole('tab', { name });

/** A visitor on a paid course: the header with its intro video, the info card (price, subscribe, add to cart), four tabs. */
export const Unsubscribed: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await heading(ctx);
    await expect(ctx.canvasElement.querySelector('video')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: new RegExp(t('course.subscribe')) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(t('course.addToCart')) })).toBeVisible();
    // A visitor has no heart.
    await expect(canvas.queryByRole('button', { name: t('favorite.add') })).toBeNull();
    // The tabs come in the render after the header's (CourseLayout defers the lower part).
    await expect(await canvas.findAllByRole('tab')).toHaveLength(4);
    await expect(await tab(ctx, t('course.overview'))).toHaveAttribute('aria-selected', 'true');
  },
};

/** The demo student on a paid course they have not bought: the heart joins the card. */
export const UnsubscribedStudent: Story = {
  parameters: { student: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await heading(ctx);
    await expect(await canvasOf(ctx).findByRole('button', { name: t('favorite.add') })).toBeVisible();
  },
};

/** A free course: 'free' instead of a price, subscribe, and no add to cart. */
export const FreeCourse: Story = {
  args: { params: { slug: FREE } },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await heading(ctx);
    await expect(canvas.getAllByText(t('course.free')).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: new RegExp(t('course.addToCart')) })).toBeNull();
  },
};

/** No intro video: the course image stands in its place. */
export const NoIntroVideo: Story = {
  args: { params: { slug: PAID_NO_INTRO } },
  play: async (ctx) => {
    await heading(ctx);
    await expect(ctx.canvasElement.querySelector('video')).toBeNull();
    await expect(ctx.canvasElement.querySelector('img[width]')).not.toBeNull();
  },
};

/** A course in progress: the progress bar, continue where you left off, the lessons above the tabs, no content tab. */
export const Subscribed: Story = {
  args: { params: { slug: IN_PROGRESS } },
  parameters: { student: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await heading(ctx);
    const bar = await canvas.findByRole('progressbar');
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(await canvas.findByRole('heading', { name: t('coursePage.learning') })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: t('course.content') })).toBeNull();
    await expect(await tab(ctx, t('course.certificate'))).toBeVisible();
    await canvas.findByRole('button', { name: new RegExp(t('course.continue')) });
  },
};

/** Finished with a certificate: the certificate tab links to it in a new tab. */
export const CertificateTab: Story = {
  args: { params: { slug: FINISHED } },
  parameters: { student: true, query: '?tab=lectures' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await tab(ctx, t('course.certificate'))).toHaveAttribute('aria-selected', 'true');
    const panel = await canvasOf(ctx).findByRole('tabpanel');
    await expect(within(panel).getByText(t('coursePage.certificateEarned'))).toBeVisible();
    await expect(within(panel).getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** The content tab of a paid course: the first section's lessons are free, the rest locked and saying why. */
export const ContentTab: Story = {
  parameters: { query: '?tab=content' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await tab(ctx, t('course.content'))).toHaveAttribute('aria-selected', 'true');
    const panel = within(await canvasOf(ctx).findByRole('tabpanel'));
    await waitFor(() => expect(panel.getAllByRole('button', { expanded: true }).length).toBeGreaterThan(0));
    const locked = ctx.canvasElement.querySelectorAll('[aria-disabled="true"]');
    await expect(locked.length).toBeGreaterThan(0);
  },
};

/** A locked lesson does nothing when activated: no player opens. */
export const LockedLesson: Story = {
  parameters: { query: '?tab=content' },
  play: async (ctx) => {
    await tab(ctx, textFor(ctx.globals).t('course.content'));
    await waitFor(() => expect(ctx.canvasElement.querySelector('[aria-disabled="true"]')).not.toBeNull());
    const locked = ctx.canvasElement.querySelector('[aria-disabled="true"]') as HTMLElement;
    await userEvent.click(locked);
    await expect(canvasOf(ctx).queryByRole('heading', { level: 2, name: /:/ })).toBeNull();
    await expect(ctx.canvasElement.querySelector('section[aria-labelledby="lesson-stage-title"]')).toBeNull();
  },
};

/** A free lesson opens the player above the tabs, its title as the stage's heading. */
export const FreeLessonPlays: Story = {
  // Its video plays: the frame and the player's clock differ every time, so it has no picture (the
  // player's own stories have theirs).
  parameters: { query: '?tab=content', darsVisual: false },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await tab(ctx, t('course.content'));
    const panel = await canvasOf(ctx).findByRole('tabpanel');
    const free = await waitFor(() => {
      const button = panel.querySelector<HTMLButtonElement>('button[data-lesson="video"]:not([aria-disabled])');
      if (!button) throw new Error('no free lesson yet');
      return button;
    });
    await userEvent.click(free);
    const stage = await waitFor(() => {
      const found = ctx.canvasElement.querySelector('section[aria-labelledby="lesson-stage-title"]');
      if (!found) throw new Error('no stage yet');
      return found as HTMLElement;
    });
    await waitFor(() => expect(stage.querySelector('video')).not.toBeNull());
  },
};

/** The reviews tab: each with the reviewer, stars and date, 6 a page. */
export const ReviewsTab: Story = {
  parameters: { query: '?tab=reviews' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await tab(ctx, t('course.reviews'))).toHaveAttribute('aria-selected', 'true');
    const panel = within(await canvasOf(ctx).findByRole('tabpanel'));
    await waitFor(() => expect(panel.getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(panel.getAllByRole('listitem').length).toBeLessThanOrEqual(6);
  },
};

/** No reviews yet: 'no reviews'. */
export const NoReviews: Story = {
  parameters: { query: '?tab=reviews', msw: [answer('get', 'courses/:slug/reviews', { data: [] })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await canvasOf(ctx).findByText(t('empty.reviews'))).toBeVisible();
  },
};

/** The lectures tab of a learner not subscribed: every lecture, the free ones playable. */
export const LecturesTab: Story = {
  parameters: { query: '?tab=lectures' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await tab(ctx, t('course.lectures'))).toHaveAttribute('aria-selected', 'true');
    await expect(await canvasOf(ctx).findByText(t('coursePage.lecturesLead'))).toBeVisible();
  },
};

/** The sections fail on their own: their red line and retry, while the course stays. */
export const SectionsFailed: Story = {
  parameters: {
    query: '?tab=content',
    msw: [refuse('get', 'courses/:slug/sections', { status: 500, message: 'Server error' })],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await heading(ctx);
    const panel = within(await canvasOf(ctx).findByRole('tabpanel'));
    await expect(await panel.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(panel.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** A student adds a paid course to the cart: the notice, then the button says it is in the cart. */
export const AddToCart: Story = {
  parameters: { student: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    const add = await canvas.findByRole('button', { name: new RegExp(t('course.addToCart')) });
    await userEvent.click(add);
    // The notice rises in from transparent (200 ms): wait for it to be seen, not only present.
    const notice = await canvas.findByText(t('coursePage.cartAdded'));
    await waitFor(() => expect(notice).toBeVisible());
    // Announced politely: it sits in a status region.
    const region = notice.closest('[role="status"]');
    await expect(region).not.toBeNull();
    // It closes by itself after 2 s, and the button says the course is in the cart. The picture is taken
    // after that, so it is the same however slow the run: one with the notice would need the picture
    // taken within those 2 s.
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    await expect(canvas.getByRole('button', { name: new RegExp(t('course.inCart')) })).toBeVisible();
  },
};

/**
 * Back from an exam whose answers were sent: 'your answers have been submitted' in the status
 * region the page had from its first frame, once the course is drawn, and gone by itself after 2 s.
 */
export const ExamSent: Story = {
  args: { params: { slug: IN_PROGRESS } },
  // After the notice has closed, its picture would be Subscribed's.
  parameters: { student: true, darsVisual: false },
  beforeEach: () => {
    leaveExamSentWord(IN_PROGRESS);
    return forgetExamSentWord;
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await heading(ctx);
    const notice = await canvas.findByText(t('exam.success'));
    await waitFor(() => expect(notice).toBeVisible());
    const region = notice.closest('[role="status"]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};

/** While the course loads: the header's and the card's places, busy. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'courses/:slug')] },
  play: async (ctx) => {
    await waitFor(() => expect(ctx.canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** An unknown course: the page's heading says the course was not found, with a way back to the catalogue. */
export const NotFound: Story = {
  args: { params: { slug: 'no-such-course' } },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('empty.courseNotFound') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('coursePage.notFoundAction') })).toHaveAttribute(
      'href',
      '/courses-page',
    );
  },
};

/** The course call fails: the red line with a retry. */
export const Failure: Story = {
  parameters: { msw: [refuse('get', 'courses/:slug', { status: 500, message: 'Server error' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** A learner reviews the course: the course's stars, the instructor's, a comment; the thank-you; the review in the tab. */
export const ReviewWizard: Story = {
  args: { params: { slug: IN_PROGRESS } },
  parameters: { student: true },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await userEvent.click(await canvas.findByRole('button', { name: t('review.open') }));
    const page = within(ctx.canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: t('review.title') }));
    // Next needs a star.
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await expect(dialog.getByRole('group')).toHaveAccessibleDescription(t('review.ratingRequired'));
    await userEvent.click(dialog.getByRole('radio', { name: t('review.star', { rating: 4 }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await userEvent.click(await dialog.findByRole('radio', { name: t('review.star', { rating: 5 }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    const comment = textFor(ctx.globals).pick({
      ar: 'شرح واضح وتمارين مفيدة.',
      en: 'Clear lessons and useful exercises.',
    });
    await userEvent.type(await dialog.findByRole('textbox', { name: t('review.comment') }), comment);
    await userEvent.click(dialog.getByRole('button', { name: t('review.submit') }));
    await expect(await dialog.findByText(t('review.thanks'))).toBeVisible();
    // The thanks close by themselves after 3 s. The picture is taken after that, so it is the same however
    // slow the run (they are pictured in UI/Review/ReviewDialog's Thanks).
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // The reviews tab has it, without a reload of the page.
    await userEvent.click(await tab(ctx, t('course.reviews')));
    await expect(await canvas.findByText(comment)).toBeVisible();
  },
};

/**
 * Sending the review fails: the error view with the server's words. Closed, the wizard keeps what was
 * written: opened again it offers the same stars and comment, says so, and offers to clear them.
 */
export const ReviewFailed: Story = {
  args: { params: { slug: IN_PROGRESS } },
  parameters: {
    student: true,
    msw: [refuse('post', 'courses/:slug/add-review', { status: 422, message: 'Reviews are closed for this course.' })],
  },
  play: async (ctx) => {
    const { t, pick } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    const opener = await canvas.findByRole('button', { name: t('review.open') });
    await userEvent.click(opener);
    const page = within(ctx.canvasElement.ownerDocument.body);
    let dialog = within(await page.findByRole('dialog', { name: t('review.title') }));
    const comment = pick({ ar: 'الشرح سريع قليلًا.', en: 'A little fast.' });
    await userEvent.click(dialog.getByRole('radio', { name: t('review.star', { rating: 3 }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await userEvent.click(await dialog.findByRole('radio', { name: t('review.star', { rating: 4 }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await userEvent.type(await dialog.findByRole('textbox', { name: t('review.comment') }), comment);
    await userEvent.click(dialog.getByRole('button', { name: t('review.submit') }));
    const failed = await page.findByRole('alert');
    await expect(failed).toHaveTextContent('Reviews are closed for this course.');
    // It replaced the send button that had the focus: the message takes the focus, not the page body.
    await waitFor(() => expect(failed).toHaveFocus());
    // Closed by its button (else it closes itself after 5 s): the focus goes back to the button that
    // opened it (the error view is pictured in UI/Review/ReviewDialog's ErrorWithServerMessage).
    await userEvent.click(page.getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Opened again: what was written, said to be kept. The picture is of this, the same however late.
    await userEvent.click(opener);
    const reopened = await page.findByRole('dialog', { name: t('review.title') });
    dialog = within(reopened);
    await expect(reopened).toHaveAccessibleDescription(t('review.kept'));
    // After the card's pop-in.
    await waitFor(() => expect(dialog.getByRole('button', { name: t('review.clear') })).toBeVisible());
    await expect(dialog.getByRole('radio', { name: t('review.star', { rating: 3 }) })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await expect(await dialog.findByRole('radio', { name: t('review.star', { rating: 4 }) })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: t('review.next') }));
    await expect(await dialog.findByRole('textbox', { name: t('review.comment') })).toHaveValue(comment);
    await userEvent.click(dialog.getByRole('button', { name: t('common.back') }));
    await userEvent.click(dialog.getByRole('button', { name: t('common.back') }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: t('review.star', { rating: 3 }) })).toBeChecked());
  },
};
