import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { answer, refuse } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import ResetPasswordScreen from './ResetPasswordScreen';

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppHarness path="/reset-password" storage={{ email: DEMO_STUDENT.email }}>
      <ResetPasswordScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
async function submit({ canvasElement, globals }: Ctx, password: string, confirm: string) {
  const { t } = textFor(globals);
  const canvas = within(canvasElement);
  if (password) await userEvent.type(await canvas.findByLabelText(t('password.new')), password);
  if (confirm) await userEvent.type(canvas.getByLabelText(t('password.confirm')), confirm);
  await userEvent.click(canvas.getByRole('button', { name: t('reset.submit') }));
  return { canvas, t };
}

export const Idle: Story = {};

export const RequiredMessage: Story = {
  play: async (ctx) => {
    const { canvas, t } = await submit(ctx, 'Secret1', '');
    await expect(await canvas.findByText(t('AllRequiredFieldsMustBeFilled'))).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async (ctx) => {
    const { canvas, t } = await submit(ctx, 'Secret1', 'Secret2');
    // Said once above the form and again under the confirmation, which alone is marked invalid.
    await expect(await canvas.findAllByText(t('PasswordsDoNotMatch'))).toHaveLength(2);
    const confirm = canvas.getByLabelText(t('password.confirm'));
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(expect.stringContaining(t('PasswordsDoNotMatch')));
    await expect(canvas.getByLabelText(t('password.new'))).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerMessage: Story = {
  parameters: { msw: [refuse('post', 'reset/password', { status: 403, message: 'Please verify the code first.' })] },
  play: async (ctx) => {
    const { canvas } = await submit(ctx, 'Secret1', 'Secret1');
    await expect(await canvas.findByText('Please verify the code first.')).toBeVisible();
  },
};

/** Reset: the message, then /login after 4 s. */
export const Success: Story = {
  parameters: { msw: [answer('post', 'reset/password', { message: 'ok' })] },
  play: async (ctx) => {
    const { canvas, t } = await submit(ctx, 'Secret1', 'Secret1');
    await expect(await canvas.findByText(t('reset.success'))).toBeVisible();
  },
};
