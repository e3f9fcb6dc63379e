import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  // Fixed sample HTML, the same whatever the toolbar's language: tested in Arabic only.
  tags: ['!text'],
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  args: {
    html: '<h2>سياسة الخصوصية</h2><p>نجمع الحد الأدنى من البيانات اللازمة لتقديم الخدمة.</p><ul><li>لا نبيع بياناتك.</li><li>يمكنك حذف حسابك في أي وقت.</li></ul>',
  },
};

export const English: Story = {
  args: {
    html: '<h2>Privacy policy</h2><p>We collect only the data needed to provide the service.</p><ul><li>We never sell your data.</li><li>You can delete your account at any time.</li></ul>',
  },
};

export const StripsUnsafeMarkup: Story = {
  args: {
    html: '<p onclick="window.__hacked = true">Safe text</p><a href="javascript:window.__hacked=true">A link</a><script>window.__hacked = true</script>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Safe text')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  },
};
