import { type Course, getCourses } from '@dars/api';
import { textFor, useI18n } from '@dars/i18n';
import { answer, offline, refuse, slow } from '@dars/mocks/overrides';
import { CardGrid, CourseCard, Spinner } from '@dars/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { href } from '../paths';
import { AppHarness, demoStudentToken } from '../stories/AppHarness';
import { forgetSubscribed } from './storage';
import { useCourseCardActions } from './useCourseCardActions';

/**
 * Favourite and subscribe on course cards (app/courseActions): a few cards of the demo catalogue with
 * the actions of `useCourseCardActions`. The first card is a course that is not a favourite and not
 * subscribed, the second a favourite. The notices and popups stay open here (the app closes them
 * after 2 s) so each state can be looked at.
 */
function pickCards(courses: Course[]): Course[] {
  const plain = courses.find((c) => !c.is_favorite && !c.is_subscribed);
  const favourite = courses.find((c) => c.is_favorite && c !== plain);
  const other = courses.find((c) => c !== plain && c !== favourite);
  return [plain, favourite ?? other, other].filter((c): c is Course => c !== undefined);
}

function CourseActionsDemo() {
  const { t } = useI18n();
  const [courses, setCourses] = useState<Course[] | null>(null);
  useEffect(() => {
    let live = true;
    getCourses({ perPage: 20, page: 1 }).then((page) => live && setCourses(pickCards(page.items)));
    return () => {
      live = false;
    };
  }, []);
  const actions = useCourseCardActions({ delays: { notice: 600_000, popup: 600_000 } });
  if (!courses) return <Spinner label={t('common.loading')} />;
  return (
    <>
      <CardGrid label={t('title.search')}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} href={href('course', { slug: course.slug })} {...actions.propsFor(course)} />
          </li>
        ))}
      </CardGrid>
      {actions.element}
    </>
  );
}

const meta = {
  title: 'App/CourseActions',
  component: CourseActionsDemo,
  parameters: { layout: 'padded' },
  loaders: [async () => ({ token: await demoStudentToken() })],
  // Each story starts as a fresh page would: no favourite markers, no course marked subscribed.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('favorite_')) localStorage.removeItem(key);
    forgetSubscribed();
  },
  render: (_, { loaded }) => (
    <AppHarness path="/search-result?term=design" token={(loaded as { token: string }).token}>
      <CourseActionsDemo />
    </AppHarness>
  ),
} satisfies Meta<typeof CourseActionsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The n-th card, once the cards are there. */
async function cardAt({ canvasElement }: Ctx, index: number) {
  const items = await within(canvasElement).findAllByRole('listitem');
  const item = items[index];
  if (!item) throw new Error(`no card ${index}`);
  return within(item);
}

const body = ({ canvasElement }: Ctx) => within(canvasElement.ownerDocument.body);

/** A signed-in student: each card has its heart and its subscribe button. */
export const Student: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await expect(first.getByRole('button', { name: t('favorite.add') })).toHaveAttribute('aria-pressed', 'false');
    const second = await cardAt(ctx, 1);
    await expect(second.getByRole('button', { name: t('favorite.remove') })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A visitor: no hearts; subscribe opens the 'login required' dialog with its button to the login page. */
export const VisitorLoginRequired: Story = {
  render: () => (
    <AppHarness path="/search-result?term=design">
      <CourseActionsDemo />
    </AppHarness>
  ),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await expect(first.queryByRole('button', { name: t('favorite.add') })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: new RegExp(t('course.subscribe')) }));
    const dialog = await body(ctx).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('subscribe.loginRequired'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('auth.goToLogin') })).toHaveFocus());
  },
};

/** The server confirmed the add: the heart fills and 'added to favourites' shows. */
export const FavoriteAdded: Story = {
  parameters: { msw: [answer('post', 'courses/:id/toggle-favorite', { status: 200 })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await userEvent.click(first.getByRole('button', { name: t('favorite.add') }));
    const notice = await body(ctx).findByText(t('favorite.added'));
    await waitFor(() => expect(notice).toBeVisible());
    await expect(first.getByRole('button', { name: t('favorite.remove') })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The server confirmed the removal: the heart empties and the 'removed from favourites' warning shows. */
export const FavoriteRemoved: Story = {
  parameters: { msw: [answer('post', 'courses/:id/toggle-favorite', { status: 200 })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const second = await cardAt(ctx, 1);
    await userEvent.click(second.getByRole('button', { name: t('favorite.remove') }));
    const notice = await body(ctx).findByText(t('favorite.removed'));
    await waitFor(() => expect(notice).toBeVisible());
    await expect(second.getByRole('button', { name: t('favorite.add') })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The toggle failed: the dialog 'could not change favourite status, try again'; the heart is unchanged. */
export const FavoriteFailed: Story = {
  parameters: { msw: [refuse('post', 'courses/:id/toggle-favorite', { status: 500, message: 'Server Error' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await userEvent.click(first.getByRole('button', { name: t('favorite.add') }));
    const dialog = await body(ctx).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('favorite.failed'));
    await expect(first.getByRole('button', { name: t('favorite.add') })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Subscribed: the server's message, or the spec's fallback when it sends none; the card shows subscribed. */
export const SubscribeSuccess: Story = {
  parameters: { msw: [answer('post', 'courses/:id/subscribe')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await userEvent.click(first.getByRole('button', { name: new RegExp(t('course.subscribe')) }));
    const dialog = await body(ctx).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('subscribe.success'));
    await expect(dialog).toHaveTextContent(t('subscribe.successTitle'));
  },
};

/** A refusal without a message: 'an error occurred' with 'could not subscribe to the course, try again'. */
export const SubscribeFailed: Story = {
  parameters: { msw: [refuse('post', 'courses/:id/subscribe', { status: 422, message: '' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await userEvent.click(first.getByRole('button', { name: new RegExp(t('course.subscribe')) }));
    const dialog = await body(ctx).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('subscribe.errorTitle'));
    await expect(dialog).toHaveTextContent(t('subscribe.failed'));
  },
};

/** No answer at all: 'an error occurred during subscription'. */
export const SubscribeNoAnswer: Story = {
  parameters: { msw: [offline('post', 'courses/:id/subscribe')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    await userEvent.click(first.getByRole('button', { name: new RegExp(t('course.subscribe')) }));
    await expect(await body(ctx).findByRole('alertdialog')).toHaveTextContent(t('subscribe.failedDuring'));
  },
};

/** Posting: the pressed heart and subscribe button show a spinner and take no second press. */
export const Busy: Story = {
  parameters: {
    msw: [slow('post', 'courses/:id/toggle-favorite'), slow('post', 'courses/:id/subscribe')],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const first = await cardAt(ctx, 0);
    const heart = first.getByRole('button', { name: t('favorite.add') });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    const subscribe = first.getByRole('button', { name: new RegExp(t('course.subscribe')) });
    await userEvent.click(subscribe);
    await expect(subscribe).toHaveAttribute('aria-busy', 'true');
  },
};
