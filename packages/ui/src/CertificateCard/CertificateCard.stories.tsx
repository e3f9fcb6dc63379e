import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CertificateCard } from './CertificateCard';

const SAMPLE = { en: 'Data analysis basics', ar: 'أساسيات تحليل البيانات' };

type Args = { date: string | null; href: string | null };

const meta = {
  title: 'UI/CertificateCard',
  args: { date: '2025-03-04T10:00:00Z', href: 'https://example.com/certificates/1.pdf' },
  render: ({ date, href }, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <CertificateCard courseTitle={textFor(globals).pick(SAMPLE)} issuedAt={date} downloadHref={href} />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No issue date: the fallback text. */
export const NoDate: Story = { args: { date: null } };

/** No http(s) link: no download link at all. */
export const NoLink: Story = {
  args: { href: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
