import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { offline } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppHarness path="/forget-password" storage={{ email: '' }}>
      <ForgotPasswordScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
async function send({ canvasElement, globals }: Ctx, email: string) {
  const { t } = textFor(globals);
  const canvas = within(canvasElement);
  if (email) await userEvent.type(await canvas.findByLabelText(t('form.email')), email);
  await userEvent.click(await canvas.findByRole('button', { name: t('forgot.submit') }));
  return { canvas, t };
}

export const Idle: Story = {};

export const EnterEmail: Story = {
  play: async (ctx) => {
    const { canvas, t } = await send(ctx, '');
    await expect(await canvas.findByText(t('enterEmail'))).toBeVisible();
  },
};

/** The code was sent: the spec's message, then /confirm-code after 2 s. */
export const CodeSent: Story = {
  play: async (ctx) => {
    const { canvas, t } = await send(ctx, DEMO_STUDENT.email);
    await expect(await canvas.findByText(t('forgot.codeSent'))).toBeVisible();
  },
};

/** The server refused: its message (here: no such account). */
export const ServerMessage: Story = {
  play: async (ctx) => {
    const { canvas } = await send(ctx, 'nobody@example.com');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: [offline('post', 'send/code')] },
  play: async (ctx) => {
    const { canvas, t } = await send(ctx, DEMO_STUDENT.email);
    await expect(await canvas.findByText(t('errors.connectionFailed'))).toBeVisible();
  },
};
