import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { textFor } from '../../stories/text';
import ConfirmCodeScreen from './ConfirmCodeScreen';

const meta = {
  title: 'Screens/ConfirmCode',
  component: ConfirmCodeScreen,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppHarness path="/confirm-code" storage={{ email: 'student@dars.example' }}>
      <ConfirmCodeScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof ConfirmCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
async function enter({ canvasElement, globals }: Ctx, code: string) {
  const t = textFor(globals);
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: t('verify.digit', { index: 1, total: 6 }) }));
  await userEvent.keyboard(code);
  return { canvas, t };
}

/** Before the code: the first box waits for a digit. */
export const Idle: Story = {};

export const Partial: Story = {
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '123');
    await expect(canvas.getByRole('button', { name: t('verify.submit') })).toBeDisabled();
  },
};

/** A wrong code: the server's message inline. */
export const WrongCode: Story = {
  parameters: {
    msw: [
      http.post('*/api/v1/verify-code', () =>
        HttpResponse.json(
          { success: false, message: 'The verification code is incorrect.', errors: { verification_code: ['x'] } },
          { status: 422 },
        ),
      ),
    ],
  },
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.submit') }));
    await expect(await canvas.findByText('The verification code is incorrect.')).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: [http.post('*/api/v1/verify-code', () => HttpResponse.error())] },
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.submit') }));
    await expect(await canvas.findByText(t('verify.unexpected'))).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { msw: [http.post('*/api/v1/verify-code', () => HttpResponse.json({ success: true, message: 'ok' }))] },
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.submit') }));
    await expect(await canvas.findByText(t('verify.success'))).toBeVisible();
  },
};

/** The code was sent again. */
export const Resent: Story = {
  parameters: {
    msw: [http.post('*/api/v1/send/code', () => HttpResponse.json({ success: true, message: 'Sent again.' }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('verify.resend') }));
    await expect(await canvas.findByText('Sent again.')).toBeVisible();
  },
};

/** No stored email: the screen says how to get a code. */
export const NoEmail: Story = {
  render: () => (
    <AppHarness path="/confirm-code" storage={{ email: '' }}>
      <ConfirmCodeScreen />
    </AppHarness>
  ),
};
