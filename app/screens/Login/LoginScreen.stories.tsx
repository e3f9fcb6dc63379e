import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import LoginScreen from './LoginScreen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppHarness path="/login">
      <LoginScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

async function fillAndSubmit({ canvasElement, globals }: Ctx, email: string, password: string) {
  const { t } = textFor(globals);
  const canvas = within(canvasElement);
  if (email) await userEvent.type(await canvas.findByLabelText(t('form.email')), email);
  if (password) await userEvent.type(canvas.getByLabelText(t('form.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
  return { canvas, t, body: within(canvasElement.ownerDocument.body) };
}

export const Idle: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('form.email')), DEMO_STUDENT.email);
    await userEvent.type(canvas.getByLabelText(t('form.password')), DEMO_STUDENT.password);
  },
};

/** Blank after trimming: the spec's 'emailPasswordRequired', nothing sent. */
export const RequiredMessage: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, '   ', '');
    await expect(await canvas.findByText(t('emailPasswordRequired'))).toBeVisible();
  },
};

/** Submitting: the button shows a spinner and is disabled. */
export const Loading: Story = {
  parameters: { msw: [slow('post', 'login')] },
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await expect(await canvas.findByRole('button', { name: t('login.submitting') })).toBeDisabled();
  },
};

/** The server refused: the error dialog with the server's message and a confirm button. */
export const ErrorDialog: Story = {
  play: async (ctx) => {
    const { body, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, 'wrong-password');
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('errors.loginTitle'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.confirm') })).toBeVisible());
  },
};

/** No answer from the server: the inline connection message every form shows. */
export const NetworkFailure: Story = {
  parameters: { msw: [offline('post', 'login')] },
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await expect(await canvas.findByText(t('errors.connectionFailed'))).toBeVisible();
  },
};

/** A server error (5xx) is never read as a wrong password, nor shown in its raw words. */
export const ServerError: Story = {
  parameters: { msw: [refuse('post', 'login', { status: 500, message: 'Internal Server Error' })] },
  play: async (ctx) => {
    const { body, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('errors.serverError'));
    await expect(dialog).not.toHaveTextContent(t('errors.invalidCredentials'));
    await expect(dialog).not.toHaveTextContent('Internal Server Error');
  },
};

/** Success: the 'Login successful' toast (1.5 s, then away). */
export const Success: Story = {
  play: async (ctx) => {
    const { body, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const toast = await body.findByText(t('auth.loginSuccess'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};
