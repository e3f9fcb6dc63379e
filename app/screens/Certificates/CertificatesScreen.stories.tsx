import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { longList, manyCertificates } from '../pagedFixtures';
import { emptyStory, errorAndRetryStory, gridItems, loadingStory, type StoryCtx } from '../pagedStories';
import CertificatesScreen from './CertificatesScreen';

const meta = {
  title: 'Screens/Certificates',
  component: CertificatesScreen,
  parameters: { layout: 'padded', path: '/my_certificate' },
  args: { title: 'title.certificates', params: {} },
  loaders: [async () => ({ token: await demoStudentToken() })],
  render: (args, { parameters, loaded }) => (
    <AppHarness path={parameters.path as string} token={(loaded as { token: string }).token}>
      <CertificatesScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof CertificatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (ctx: StoryCtx) => gridItems(ctx, 'certificates.grid');

/**
 * The demo student's three certificates: one without an issue date shows the fallback text; each
 * download link opens in a new tab without an opener. One page: no pagination.
 */
export const Filled: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx)).toHaveLength(3);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(t('cards.noIssueDate'))).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toContain('noopener');
      await expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
    }
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Two pages (26 certificates, `meta.last_page`): the pagination shows, here on page 2. */
export const SecondPage: Story = {
  parameters: { path: '/my_certificate?page=2', msw: [manyCertificates] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx)).toHaveLength(6);
    await expect(
      within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A link that is not http(s) is never offered. */
export const UnsafeLinkHidden: Story = {
  parameters: {
    msw: [
      longList(
        'profile/my-certificate',
        2,
        (i) => ({
          id: 700 + i,
          course: i === 0 ? 'JavaScript' : 'Data',
          certificate: i === 0 ? 'javascript:alert(1)' : 'https://certificates.example/701.pdf',
          created_at: '2025-06-01T10:00:00Z',
        }),
        'meta',
      ),
    ],
  },
  play: async (ctx) => {
    await expect(await cards(ctx)).toHaveLength(2);
    const links = within(ctx.canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', 'https://certificates.example/701.pdf');
  },
};

export const Loading: Story = loadingStory('profile/my-certificate');

export const Empty: Story = emptyStory('profile/my-certificate', 'empty.certificates', 'meta');

export const ErrorAndRetry: Story = errorAndRetryStory('profile/my-certificate', 'certificates.failed', {
  gridKey: 'certificates.grid',
  count: 3,
});
