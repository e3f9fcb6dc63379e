import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExamNavigator, type ExamNavigatorProps } from './ExamNavigator';

const ITEMS: ExamNavigatorProps['items'] = [
  { id: 1, state: 'answered', marked: false },
  { id: 2, state: 'answered', marked: true },
  { id: 3, state: 'unanswered', marked: false },
  { id: 4, state: 'unanswered', marked: true },
  { id: 5, state: 'answered', marked: false },
  { id: 6, state: 'unanswered', marked: false },
];

const meta = {
  title: 'UI/Exam/ExamNavigator',
  component: ExamNavigator,
  args: { items: ITEMS, onGoTo: fn(), remaining: 12 * 60_000 + 35_000, lastMinute: false, expired: false },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ExamNavigator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A timed exam under way: the time left, how many are answered, a button per question. */
export const Timed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('examScreen.answered', { answered: 3, total: 6 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('examScreen.goTo', { number: 3, state: t('examScreen.stateUnanswered') }) }),
    );
    await expect(args.onGoTo).toHaveBeenCalledWith(3);
  },
};

export const Untimed: Story = { args: { remaining: null } };

/** The last minute: the clock turns red, and a screen reader hears it once. */
export const LastMinute: Story = {
  args: { remaining: 42_000, lastMinute: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('examScreen.lastMinute'));
  },
};

export const TimeUp: Story = { args: { remaining: 0, lastMinute: true, expired: true } };
