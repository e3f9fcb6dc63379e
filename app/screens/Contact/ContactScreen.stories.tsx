import { textFor } from '@dars/i18n';
import { htmlError, offline, refuse, slow } from '@dars/mocks/overrides';
import { offlineBrowser } from '@dars/ui/OfflineBrowser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { expectFailure, expectSent, fillAndSubmit, type StoryCtx } from '../messageFormStories';
import ContactScreen from './ContactScreen';

const meta = {
  title: 'Screens/Contact',
  component: ContactScreen,
  parameters: { layout: 'padded', path: '/contact_us' },
  args: { title: 'title.contact', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <ContactScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = (ctx: StoryCtx, email = 'mona@example.com') =>
  fillAndSubmit(
    ctx,
    [
      ['form.name', 'Mona'],
      ['form.email', email],
      ['messageForm.message', 'Do you offer group discounts?'],
    ],
    'contact.submit',
  );

/** The form beside the contact details from app info (address, phone, e-mail, networks). */
export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('contact.details') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /0199/ })).toHaveAttribute('href', 'tel:+201005550199');
    await expect(canvas.getByLabelText(new RegExp(`^${t('form.phone')}`))).not.toBeRequired();
  },
};

/** App info still on its way: the details keep their size with placeholders; the form is usable. */
export const DetailsLoading: Story = {
  parameters: { msw: [slow('get', 'info')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('contact.details') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByLabelText(new RegExp(`^${t('form.name')}`))).toBeEnabled();
  },
};

/** App info could not be loaded: a retry where the details would be; the form still sends. */
export const DetailsFailed: Story = {
  parameters: { msw: [offline('get', 'info')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('contact.submit') })).toBeEnabled();
  },
};

/** Name, e-mail and message left blank: the message and each field marked. */
export const Required: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, [['form.name', '']], 'contact.submit');
    await expect(await canvas.findByText(t('AllRequiredFieldsMustBeFilled'))).toBeVisible();
    await expect(canvas.getByLabelText(new RegExp(`^${t('messageForm.message')}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A malformed e-mail is said under its field; nothing is sent. */
export const InvalidEmail: Story = {
  play: async (ctx) => {
    const { canvas, t } = await filled(ctx, 'mona@');
    const email = canvas.getByLabelText(new RegExp(`^${t('form.email')}`));
    await waitFor(() => expect(email).toHaveAccessibleDescription(t('invalidEmail')));
  },
};

export const Sending: Story = {
  parameters: { msw: [slow('post', 'complaint-suggestion')] },
  play: async (ctx) => {
    const { canvas, t } = await filled(ctx);
    await expect(await canvas.findByRole('button', { name: t('contact.sending') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Sent: the server's words in a notice, and the form is empty again. */
export const Success: Story = {
  play: async (ctx) => {
    await filled(ctx);
    await expectSent(ctx, 'messageForm.message');
  },
};

/** Refused: the popup gives the server's words; everything typed stays. */
export const Refused: Story = {
  parameters: { msw: [refuse('post', 'complaint-suggestion', { message: 'Messages are closed today.' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('contact.failedTitle'), 'Messages are closed today.');
    await expect(within(ctx.canvasElement).getByLabelText(new RegExp(`^${t('form.name')}`))).toHaveValue('Mona');
  },
};

/** The server answered with an HTML error page (no words of its own): not 'failed to connect', it failed to send. */
export const ServerError: Story = {
  parameters: { msw: [htmlError('post', 'complaint-suggestion', 502)] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('contact.failedTitle'), t('messageForm.sendFailed'));
    await expect(within(ctx.canvasElement).getByLabelText(new RegExp(`^${t('form.name')}`))).toHaveValue('Mona');
  },
};

/** No answer: 'failed to connect to server'. */
export const ConnectionError: Story = {
  parameters: { msw: [offline('post', 'complaint-suggestion')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('contact.failedTitle'), t('contact.failed'));
  },
};

/**
 * Sent while the browser is offline: it says at once that this needs a connection and that nothing typed is
 * lost; every field keeps what was typed, to send again once back online.
 */
export const OfflineNeedsConnection: Story = {
  parameters: { msw: [offline('post', 'complaint-suggestion')] },
  decorators: [offlineBrowser],
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('contact.failedTitle'), t('offline.needsConnection'));
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByLabelText(new RegExp(`^${t('form.name')}`))).toHaveValue('Mona');
    await expect(canvas.getByLabelText(new RegExp(`^${t('messageForm.message')}`))).toHaveValue(
      'Do you offer group discounts?',
    );
  },
};
