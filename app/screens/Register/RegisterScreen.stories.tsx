import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { answer, offline, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import RegisterScreen from './RegisterScreen';

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppHarness path="/register">
      <RegisterScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

async function fill(
  { canvasElement, globals }: Ctx,
  values: { name?: string; email?: string; phone?: string; password?: string; confirm?: string },
) {
  const { t } = textFor(globals);
  const canvas = within(canvasElement);
  const type = async (label: string, value?: string) => {
    if (value) await userEvent.type(await canvas.findByLabelText(label), value);
  };
  await type(t('form.name'), values.name);
  await type(t('form.email'), values.email);
  await type(t('form.phone'), values.phone);
  await type(t('form.password'), values.password);
  await type(t('form.confirmPassword'), values.confirm);
  return { canvas, t, body: within(canvasElement.ownerDocument.body) };
}

const submit = async (canvas: ReturnType<typeof within>, label: string) =>
  userEvent.click(canvas.getByRole('button', { name: label }));
const fresh = {
  name: 'Omar',
  email: 'omar.story@example.com',
  phone: '1099887766',
  password: 'Secret123',
  confirm: 'Secret123',
};

/** Every field is marked required, and the server's 6-character minimum is stated up front. */
export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    for (const label of ['form.name', 'form.email', 'form.phone', 'form.password', 'form.confirmPassword'] as const) {
      await expect(await canvas.findByLabelText(t(label))).toBeRequired();
    }
    await expect(canvas.getByLabelText(t('form.password'))).toHaveAccessibleDescription(t('form.passwordHint'));
  },
};

export const Filled: Story = { play: async (ctx) => void (await fill(ctx, fresh)) };

export const RequiredMessage: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, { name: 'Omar' });
    await submit(canvas, t('register.submit'));
    await expect(await canvas.findByText(t('AllRequiredFieldsMustBeFilled'))).toBeVisible();
  },
};

/** The confirmation that differs is marked invalid and described by the message; focus goes to it; editing it clears it. */
export const PasswordsDoNotMatch: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, { ...fresh, confirm: 'Secret124' });
    await submit(canvas, t('register.submit'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('PasswordsDoNotMatch'));
    const confirm = canvas.getByLabelText(t('form.confirmPassword'));
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(t('PasswordsDoNotMatch'));
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.type(confirm, '{Backspace}3');
    await expect(confirm).not.toHaveAttribute('aria-invalid');
  },
};

/** 'abc-12' typed as the phone: the letters are not taken and '12' is refused before anything is sent (marked, described, focused). */
export const PhoneWithLetters: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, { ...fresh, phone: 'abc-12' });
    await submit(canvas, t('register.submit'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('invalidPhone'));
    const phone = canvas.getByLabelText(t('form.phone'));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('invalidPhone'));
    // The field takes digits only, so 'abc-12' is '12': too short for a phone number.
    await expect(phone).toHaveValue('12');
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

/** Required fields left blank: each one is marked and described. */
export const RequiredFieldsMarked: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, { name: 'Omar' });
    await submit(canvas, t('register.submit'));
    for (const label of ['form.email', 'form.phone'] as const) {
      const field = canvas.getByLabelText(t(label));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(t('form.fieldRequired'));
    }
    await expect(canvas.getByLabelText(t('form.name'))).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(canvas.getByLabelText(t('form.email'))).toHaveFocus());
  },
};

/** The server's per-field errors under the fields, its message in a banner. */
export const ServerFieldErrors: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, { ...fresh, email: DEMO_STUDENT.email, password: 'abc', confirm: 'abc' });
    await submit(canvas, t('register.submit'));
    const email = await canvas.findByLabelText(t('form.email'));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // The server answered with field errors: focus goes to the first invalid field.
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: [offline('post', 'register')] },
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, fresh);
    await submit(canvas, t('register.submit'));
    await expect(await canvas.findByText(t('errors.connectionFailed'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [slow('post', 'register')] },
  play: async (ctx) => {
    const { canvas, t } = await fill(ctx, fresh);
    await submit(canvas, t('register.submit'));
    const button = await canvas.findByRole('button', { name: t('register.submitting') });
    // No second press; the pressed button keeps the focus (aria-disabled, not disabled).
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};

/** Success: the confirmation shows for 2 s before /confirm-code. */
export const Success: Story = {
  parameters: { msw: [answer('post', 'register', { message: 'ok' })] },
  play: async (ctx) => {
    const { canvas, t, body } = await fill(ctx, fresh);
    await submit(canvas, t('register.submit'));
    const toast = await body.findByText(t('register.success'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};
