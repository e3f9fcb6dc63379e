import { textFor } from '@dars/i18n';
import { offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { expectFailure, expectSent, fillAndSubmit, type StoryCtx } from '../messageFormStories';
import ComplaintScreen from './ComplaintScreen';

const meta = {
  title: 'Screens/Complaint',
  component: ComplaintScreen,
  parameters: { layout: 'padded', path: '/complaint' },
  args: { title: 'title.complaint', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <ComplaintScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof ComplaintScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = (ctx: StoryCtx, email = 'omar@example.com') =>
  fillAndSubmit(
    ctx,
    [
      ['form.name', 'Omar'],
      ['form.email', email],
      ['messageForm.address', 'Cairo'],
      ['complaint.body', 'Please add subtitles to the videos.'],
    ],
    'complaint.submit',
  );

/** The empty form: four required fields and the send button. */
export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const body = await canvas.findByLabelText(new RegExp(`^${t('complaint.body')}`));
    await expect(body).toBeRequired();
    await expect(canvas.getByRole('button', { name: t('complaint.submit') })).toBeEnabled();
  },
};

/** Sent with blank fields: the message, each blank field marked and described; nothing sent, nothing lost. */
export const Required: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, [['form.name', 'Omar']], 'complaint.submit');
    await expect(await canvas.findByText(t('AllRequiredFieldsMustBeFilled'))).toBeVisible();
    const address = canvas.getByLabelText(new RegExp(`^${t('messageForm.address')}`));
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(t('form.fieldRequired'));
    await expect(canvas.getByLabelText(new RegExp(`^${t('form.name')}`))).toHaveValue('Omar');
  },
};

/** A malformed e-mail: said under the field. */
export const InvalidEmail: Story = {
  play: async (ctx) => {
    const { canvas, t } = await filled(ctx, 'omar@example');
    const email = canvas.getByLabelText(new RegExp(`^${t('form.email')}`));
    await waitFor(() => expect(email).toHaveAccessibleDescription(t('invalidEmail')));
  },
};

/** While sending: the button says so and is busy. */
export const Sending: Story = {
  parameters: { msw: [slow('post', 'complaint-suggestion')] },
  play: async (ctx) => {
    const { canvas, t } = await filled(ctx);
    const button = await canvas.findByRole('button', { name: t('complaint.sending') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent: 'sent successfully' and the form is empty again. */
export const Success: Story = {
  play: async (ctx) => {
    await filled(ctx);
    await expectSent(ctx, 'complaint.body');
  },
};

/** The server refused it: 'an error occurred' with its words; everything typed stays. */
export const Refused: Story = {
  parameters: {
    msw: [refuse('post', 'complaint-suggestion', { message: 'Please wait a minute before sending again.' })],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('complaint.errorTitle'), 'Please wait a minute before sending again.');
    await expect(within(ctx.canvasElement).getByLabelText(new RegExp(`^${t('form.name')}`))).toHaveValue('Omar');
  },
};

/** The server failed without words: 'an error occurred while sending'. */
export const ServerError: Story = {
  parameters: { msw: [refuse('post', 'complaint-suggestion', { status: 500, message: 'Internal Server Error' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('complaint.errorTitle'), t('messageForm.sendFailed'));
  },
};

/** No answer: 'connection error', 'an error occurred while contacting the server'. */
export const ConnectionError: Story = {
  parameters: { msw: [offline('post', 'complaint-suggestion')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await filled(ctx);
    await expectFailure(ctx, t('complaint.connectionTitle'), t('complaint.connectionFailed'));
  },
};
