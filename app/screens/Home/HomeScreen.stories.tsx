import { textFor } from '@dars/i18n';
import { api } from '@dars/mocks/http-utils';
import { answer, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import HomeScreen from './HomeScreen';

/** The home page's list calls, by their path under /api/v1. */
const LISTS = ['courses', 'instructors', 'plans', 'frequently-questions'] as const;

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  // Reduced motion, in Chromatic and in the story runner (.storybook/test-runner.ts): the banners stay on
  // the first one, so each picture shows the same banner however long the story took to settle.
  parameters: { layout: 'padded', chromatic: { prefersReducedMotion: 'reduce' } },
  render: (_args, { loaded }) => (
    <AppHarness path="/home" token={(loaded as { token?: string }).token ?? null}>
      <HomeScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const asStudent = { loaders: [async () => ({ token: await demoStudentToken() })] };

/** The course grid under 'courses that match all your interests'. */
const courseGrid = async ({ canvasElement, globals }: Ctx) => {
  const { t } = textFor(globals);
  return within(await within(canvasElement).findByRole('list', { name: t('home.coursesTitle') }));
};

/** A visitor: banners, about, courses with chips, free courses, instructors, plans, FAQ; no my-courses strip. */
export const Visitor: Story = {
  play: async (ctx) => {
    // Under automation reduced motion must really be asked for (meta), or the picture may show any banner.
    if (navigator.webdriver) await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    const grid = await courseGrid(ctx);
    await expect(grid.getAllByRole('listitem').length).toBeLessThanOrEqual(8);
    await expect(canvas.getByRole('button', { name: t('home.allCategories') })).toHaveAttribute('aria-pressed', 'true');
    for (const title of ['home.freeCourses', 'home.instructors', 'home.plans', 'home.faq'] as const)
      await expect(await canvas.findByRole('heading', { level: 2, name: t(title) })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('home.myCourses') })).toBeNull();
    await expect(await canvas.findByRole('button', { name: t('homePage.bannerNext') })).toBeVisible();
  },
};

/** A student with unfinished courses: the my-courses strip, paged one card at a time. */
export const Student: Story = {
  ...asStudent,
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const [strip] = await canvas.findAllByRole('region', { name: t('home.myCourses') });
    const inStrip = within(strip as HTMLElement);
    await expect(inStrip.getAllByRole('progressbar').length).toBeGreaterThan(0);
    const previous = inStrip.getByRole('button', { name: t('carousel.previous') });
    await expect(previous).toBeDisabled();
    await userEvent.click(inStrip.getByRole('button', { name: t('carousel.next') }));
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

/** Choosing a category chip shows only its courses; 'All' brings every course back. */
export const CategoryChosen: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    const grid = await courseGrid(ctx);
    const all = grid.getAllByRole('listitem').length;
    const chips = within(canvas.getByRole('group', { name: t('home.categoryFilter') })).getAllByRole('button');
    const chip = chips[1] as HTMLElement;
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const shown = (await courseGrid(ctx)).getAllByRole('listitem');
    await expect(shown.length).toBeLessThanOrEqual(all);
    for (const card of shown) await expect(card).toHaveTextContent(chip.textContent ?? '');
  },
};

/** Everything still loading: the banner's spinner, the about placeholders and skeleton cards that hold the page's size. */
export const Loading: Story = {
  parameters: {
    msw: [slow('get', 'banners'), slow('get', 'info'), ...LISTS.map((path) => slow('get', path))],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(3));
  },
};

/** Every list empty: 'no data available' on the banner and each section's empty state. */
export const Empty: Story = {
  parameters: {
    msw: [
      answer('get', 'banners', { data: [] }),
      answer('get', 'courses', { data: [], paginate: { last_page: 1 } }),
      answer('get', 'instructors', { data: [], paginate: { last_page: 1 } }),
      answer('get', 'plans', { data: [] }),
      answer('get', 'frequently-questions', { data: [] }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('empty.noData'))).toBeVisible();
    for (const key of ['empty.instructors', 'empty.plans', 'empty.faq'] as const)
      await expect(await canvas.findByText(t(key))).toBeVisible();
    await expect(canvas.getAllByText(t('empty.courses'))).toHaveLength(2);
  },
};

/** Every section failing: the lists show the red line with a retry; the banner only stops its spinner. */
export const AllFailing: Story = {
  parameters: {
    msw: [
      refuse('get', 'banners', { message: 'Failed' }),
      ...LISTS.map((path) => refuse('get', path, { message: 'Failed' })),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(5));
    await expect(canvas.getAllByText(t('lists.fetchFailed'))).toHaveLength(2);
    await expect(canvas.getAllByText(t('errors.fetchFailed'))).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: t('common.retry') })).toHaveLength(5);
    await expect(canvas.queryByText(t('empty.noData'))).toBeNull();
  },
};

/** The plans fail once; retry brings them. */
let plansFailing = true;
export const RetryAfterFailure: Story = {
  parameters: {
    msw: [
      http.get(api('plans'), () =>
        plansFailing ? HttpResponse.json({ success: false, message: 'Failed' }, { status: 422 }) : undefined,
      ),
    ],
  },
  beforeEach: () => {
    plansFailing = true;
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const [plans] = await canvas.findAllByRole('region', { name: t('home.plans') });
    const retry = await within(plans as HTMLElement).findByRole('button', { name: t('common.retry') });
    plansFailing = false;
    await userEvent.click(retry);
    const chosen = await within(plans as HTMLElement).findAllByRole('link', { name: t('homePage.planChoose') });
    await expect(chosen.length).toBeGreaterThan(0);
    await expect(within(plans as HTMLElement).queryByRole('alert')).toBeNull();
  },
};

/** The carousels and the strip at each breakpoint: 1 card below 640 px, 2 below 768, 3 below 1024, else 4. */
const atWidth = (width: number, cards: number): Story => ({
  ...asStudent,
  parameters: { darsViewport: width },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const [free] = await within(canvasElement).findAllByRole('region', { name: t('home.freeCourses') });
    await waitFor(() => expect(free?.querySelectorAll('[data-in-view]')).toHaveLength(cards));
  },
});
export const Phone375: Story = atWidth(375, 1);
export const Tablet700: Story = atWidth(700, 2);
export const Tablet900: Story = atWidth(900, 3);
export const Desktop1280: Story = atWidth(1280, 4);
