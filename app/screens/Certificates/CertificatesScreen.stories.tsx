import { textFor } from '@dars/i18n';
import { slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { emptyList, failUntilRecovered, longList, manyCertificates } from '../pagedFixtures';
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

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const cards = async ({ canvasElement, globals }: Ctx) => {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('list', { name: t('certificates.grid') }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
};

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

export const Loading: Story = {
  parameters: { msw: [slow('get', 'profile/my-certificate')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [emptyList('profile/my-certificate', 'meta')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('empty.certificates'), {}, { timeout: 5000 })).toBeVisible();
  },
};

const failing = failUntilRecovered('profile/my-certificate');

export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('certificates.failed'));
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await cards(ctx)).toHaveLength(3);
  },
};
