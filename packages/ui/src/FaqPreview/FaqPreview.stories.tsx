import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqPreview } from './FaqPreview';

const FAQS = {
  ar: [
    { id: 1, question: 'كيف أنشئ حسابًا جديدًا؟', answer: '<p>اضغط على «إنشاء حساب» في أعلى الصفحة.</p>' },
    {
      id: 2,
      question: 'هل الدورات مسجّلة أم مباشرة؟',
      answer: '<p>كل الدورات <strong>مسجّلة</strong> وتشاهدها في أي وقت.</p>',
    },
    { id: 3, question: 'هل أحصل على شهادة؟', answer: '<p>نعم، عند إتمام الدورة.</p>' },
  ],
  en: [
    { id: 1, question: 'How do I create a new account?', answer: '<p>Tap "Sign up" at the top of the page.</p>' },
    {
      id: 2,
      question: 'Are the courses recorded or live?',
      answer: '<p>Every course is <strong>recorded</strong>; watch it any time.</p>',
    },
    { id: 3, question: 'Do I get a certificate?', answer: '<p>Yes, when you finish the course.</p>' },
  ],
};

const meta = {
  title: 'UI/FaqPreview',
  component: FaqPreview,
  args: { items: [], moreHref: '/faq' },
  render: (args, { globals }) => <FaqPreview {...args} items={textFor(globals).pick(FAQS)} />,
} satisfies Meta<typeof FaqPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: t('homePage.faqAll') })).toHaveAttribute('href', '/faq');
  },
};

/** Opened from the keyboard: Tab to the question, Enter opens its answer. */
export const OpenedByKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const { pick } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const first = canvas.getByRole('button', { name: pick(FAQS)[0]?.question });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(pick(FAQS)[0]?.answer.replace(/<[^>]+>/g, '') ?? '')).toBeVisible();
  },
};

export const Phone: Story = { parameters: { darsViewport: 375 } };
