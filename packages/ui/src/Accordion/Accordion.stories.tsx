import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const ITEMS = {
  ar: [
    { id: 1, question: 'كيف أنشئ حسابًا جديدًا؟', answer: '<p>اضغط على «إنشاء حساب» في أعلى الصفحة.</p>' },
    {
      id: 2,
      question: 'ما طرق الدفع المتاحة؟',
      answer: '<ul><li>البطاقات البنكية.</li><li>المحافظ الإلكترونية.</li></ul>',
    },
  ],
  en: [
    { id: 1, question: 'How do I create a new account?', answer: '<p>Tap "Sign up" at the top of the page.</p>' },
    { id: 2, question: 'How can I pay?', answer: '<ul><li>Bank cards.</li><li>Mobile wallets.</li></ul>' },
  ],
};

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: [], headingLevel: 2 },
  render: (args, { globals }) => <Accordion {...args} items={textFor(globals).pick(ITEMS)} />,
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Both open from the keyboard: the second answer's list shows. */
export const BothOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(2);
  },
};
