import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { answer, offline, refuse } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import ConfirmCodeScreen from './ConfirmCodeScreen';

const meta = {
  title: 'Screens/ConfirmCode',
  component: ConfirmCodeScreen,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppHarness path="/confirm-code" storage={{ email: DEMO_STUDENT.email }}>
      <ConfirmCodeScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof ConfirmCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
async function enter({ canvasElement, globals }: Ctx, code: string) {
  const { t } = textFor(globals);
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: t('verify.digit', { index: 1, total: 6 }) }));
  if (code) await userEvent.keyboard(code);
  return { canvas, t };
}

/** Before the code: the first box waits for a digit. */
/** The email line follows the page's direction (right-aligned in Arabic); the address stays left to right. */
export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const email = await within(canvasElement).findByText(DEMO_STUDENT.email);
    await expect(email.getAttribute('dir')).toBe('ltr');
    const line = email.parentElement as HTMLElement;
    await expect(getComputedStyle(line).direction).toBe(globals.locale === 'en' ? 'ltr' : 'rtl');
  },
};

export const Partial: Story = {
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '123');
    await expect(canvas.getByRole('button', { name: t('verify.submit') })).toBeDisabled();
  },
};

/** A wrong code: the server's message inline, in a live region (announced), describing the boxes; focus goes to them. */
export const WrongCode: Story = {
  parameters: {
    msw: [
      refuse('post', 'verify-code', {
        message: 'The verification code is incorrect.',
        errors: { verification_code: 'x' },
      }),
    ],
  },
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.submit') }));
    const message = await canvas.findByText('The verification code is incorrect.');
    await expect(message).toBeVisible();
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    const first = canvas.getByRole('textbox', { name: t('verify.digit', { index: 1, total: 6 }) });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('The verification code is incorrect.');
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** Letters pasted into the boxes: refused with a message, not silently ignored. */
export const LettersPasted: Story = {
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '');
    await userEvent.paste('12ab56');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('verify.digitsOnly'));
    await expect(canvas.getByRole('textbox', { name: t('verify.digit', { index: 1, total: 6 }) })).toHaveValue('');
  },
};

/** More digits pasted than there are boxes: refused with a message. */
export const TooManyDigitsPasted: Story = {
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '');
    await userEvent.paste('12345678');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('verify.tooLong', { length: 6 }));
  },
};

/** Arabic-Indic digits are accepted and converted. */
export const ArabicIndicDigits: Story = {
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '');
    await userEvent.paste('١٢٣٤٥٦');
    await expect(canvas.getByRole('textbox', { name: t('verify.digit', { index: 6, total: 6 }) })).toHaveValue('6');
    await expect(canvas.getByRole('button', { name: t('verify.submit') })).toBeEnabled();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: [offline('post', 'verify-code')] },
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.submit') }));
    await expect(await canvas.findByText(t('errors.connectionFailed'))).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { msw: [answer('post', 'verify-code', { message: 'ok' })] },
  play: async (ctx) => {
    const { canvas, t } = await enter(ctx, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.submit') }));
    await expect(await canvas.findByText(t('verify.success'))).toBeVisible();
  },
};

/** The code was sent again. */
export const Resent: Story = {
  parameters: { msw: [answer('post', 'send/code', { message: 'Sent again.' })] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
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
