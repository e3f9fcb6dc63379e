import { textFor } from '@dars/i18n';
import { slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetEarlyCalls, settleEarlyCalls } from '../../earlyData';
import { AppHarness } from '../../stories/AppHarness';
import { emptyList, failUntilRecovered } from '../pagedFixtures';
import { loadingStory, type StoryCtx } from '../pagedStories';
import FaqScreen from './FaqScreen';

const meta = {
  title: 'Screens/Faq',
  component: FaqScreen,
  parameters: { layout: 'padded', path: '/faq' },
  args: { title: 'title.faq', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <FaqScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions of the page shown: disclosure buttons under h2 headings. */
const questions = async ({ canvasElement, globals }: StoryCtx) => {
  const { t } = textFor(globals);
  const region = await within(canvasElement).findByRole('region', { name: t('faq.list') });
  return within(region).getAllByRole('button');
};

/** Page 1 of 3: ten closed questions, numbered pagination, and the prompt to contact us. */
export const Filled: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    const buttons = await questions(ctx);
    await expect(buttons).toHaveLength(10);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: t('pagination.goTo', { page: 3 }) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('faq.contactLink') })).toHaveAttribute('href', '/contact_us');
  },
};

/** The last page (the demo's 30 questions make three): page 3 current, no next page. */
export const LastPage: Story = {
  parameters: { path: '/faq?page=3' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await questions(ctx)).toHaveLength(10);
    await expect(within(ctx.canvasElement).queryByRole('link', { name: t('pagination.next') })).toBeNull();
    const current = within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 3 }) });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

/** Opened from the keyboard: the last question's answer is the server's HTML, a list. */
export const AnswerOpened: Story = {
  parameters: { path: '/faq?page=3' },
  play: async (ctx) => {
    const buttons = await questions(ctx);
    const last = buttons.at(-1) as HTMLElement;
    last.focus();
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    const panel = ctx.canvasElement.querySelector(`#${CSS.escape(last.getAttribute('aria-controls') ?? '')}`);
    await expect(within(panel as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Choosing page 2 shows its questions and takes focus to the page's heading. */
export const Paging: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    const first = (await questions(ctx))[0]?.textContent;
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.goTo', { page: 2 }) }));
    await waitFor(async () => expect((await questions(ctx))[0]?.textContent).not.toBe(first));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

/** While the questions load: ten question-sized placeholders. */
export const Loading: Story = loadingStory('frequently-questions');

/** The first questions boot fetched before the app (a first visit), each language's own. */
const EARLY_QUESTIONS = {
  ar: ['كيف أشترك في دورة؟', 'هل أحصل على شهادة؟', 'كيف أسترد المبلغ؟'],
  en: ['How do I join a course?', 'Do I get a certificate?', 'How do I get a refund?'],
};

/**
 * A first visit: the questions boot fetched (and drew into the prerendered page) stand in, busy, while
 * the screen's own read of that answer is slow (app/earlyData.ts earlyBody).
 */
export const EarlyQuestions: Story = {
  parameters: { msw: [slow('get', 'frequently-questions')] },
  beforeEach: async ({ globals }) => {
    const lang = globals.locale === 'en' ? 'en' : 'ar';
    const data = EARLY_QUESTIONS[lang].map((question, i) => ({ id: i + 1, question, answer: `<p>${question}</p>` }));
    (window as { darsEarly?: unknown }).darsEarly = { lang, body: Promise.resolve({ success: true, data }) };
    await settleEarlyCalls();
    return () => {
      forgetEarlyCalls();
      delete (window as { darsEarly?: unknown }).darsEarly;
    };
  },
  play: async (ctx) => {
    const { t, lang } = textFor(ctx.globals);
    const region = await within(ctx.canvasElement).findByRole('region', { name: t('faq.list') });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const buttons = within(region).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(EARLY_QUESTIONS[lang]);
  },
};

/** No questions yet. */
export const Empty: Story = {
  parameters: { msw: [emptyList('frequently-questions')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByText(t('empty.faq'))).toBeVisible();
  },
};

const failing = failUntilRecovered('frequently-questions');

/** The call failed: the red line and a retry, which brings the questions. */
export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await questions(ctx)).toHaveLength(10);
  },
};
