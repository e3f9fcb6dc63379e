import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Article, ArticleWaiting } from './Article';

const TEXT = {
  ar: {
    title: 'سياسة الخصوصية',
    html: '<p>نحترم خصوصيتك ونجمع الحد الأدنى من البيانات اللازمة لتقديم الخدمة.</p><h2>البيانات التي نجمعها</h2><ul><li>الاسم والبريد الإلكتروني ورقم الهاتف.</li><li>الدورات التي تشترك فيها وتقدّمك فيها.</li></ul><h2>حقوقك</h2><p>يمكنك طلب نسخة من بياناتك أو حذف حسابك بمراسلة <a href="mailto:support@dars.example">الدعم الفني</a>.</p>',
  },
  en: {
    title: 'Privacy policy',
    html: '<p>We respect your privacy and collect only the data needed to provide the service.</p><h2>What we collect</h2><ul><li>Your name, email address and phone number.</li><li>The courses you subscribe to and your progress in them.</li></ul><h2>Your rights</h2><p>You can ask for a copy of your data or for your account to be deleted by writing to <a href="mailto:support@dars.example">technical support</a>.</p>',
  },
};

const meta = {
  title: 'UI/Article',
  component: Article,
  args: { title: '', headingId: 'policy' },
  render: (args, { globals }) => {
    const text = textFor(globals).pick(TEXT);
    return <Article {...args} title={text.title} html={args.html === undefined ? undefined : text.html} />;
  },
} satisfies Meta<typeof Article>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A policy: the h1, then headings, paragraphs and a list in one readable column. */
export const Filled: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // About 65 characters a line: the column is never the page's whole width on a desktop.
    const column = canvasElement.querySelector('article') as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(900);
  },
};

/** While the text loads: the title and a large spinner in the text's place. */
export const Waiting: Story = {
  render: (args, { globals }) => (
    <Article {...args} title={textFor(globals).pick(TEXT).title}>
      <ArticleWaiting />
    </Article>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.loading'));
  },
};
