import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAppActors } from '../../AppActorsContext';
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

/** Submitting: the button shows a spinner and takes no second press; the pressed button keeps the focus. */
export const Loading: Story = {
  parameters: { msw: [slow('post', 'login')] },
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const button = await canvas.findByRole('button', { name: t('login.submitting') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
  },
};

/** Blank fields: each is marked invalid and described by "This field is required."; focus goes to the first; typing clears it. */
export const RequiredFieldsMarked: Story = {
  play: async (ctx) => {
    const { canvas, t } = await fillAndSubmit(ctx, '', '');
    const email = canvas.getByLabelText(t('form.email'));
    const password = canvas.getByLabelText(t('form.password'));
    for (const field of [email, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(t('form.fieldRequired'));
    }
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, DEMO_STUDENT.email);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After the error dialog closes, focus is back on the submit button, never on the page body. */
export const FocusAfterErrorDialog: Story = {
  play: async (ctx) => {
    const { body, canvas, t } = await fillAndSubmit(ctx, DEMO_STUDENT.email, 'wrong-password');
    const dialog = await body.findByRole('alertdialog');
    const confirm = await within(dialog).findByRole('button', { name: t('common.confirm') });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: t('login.submit') })).toHaveFocus());
  },
};

/** The login screen as the router shows it: once the session has ended and the visitor is signed out. */
function WhenSignedOut({ children }: { children: ReactNode }) {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.hasTag('visitor')) ? children : null;
}

/** The stored token was refused (a 401): the login screen says the session has ended. */
export const SessionEnded: Story = {
  render: () => (
    <AppHarness path="/login" token="expired-token">
      <WhenSignedOut>
        <LoginScreen />
      </WhenSignedOut>
    </AppHarness>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const notice = await within(canvasElement).findByText(t('auth.sessionEnded'));
    await expect(notice.closest('[role="status"]')).not.toBeNull();
  },
};

/** An ordinary visit: no word about a session. */
export const NoSessionNotice: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t('form.email'));
    await expect(canvas.queryByText(t('auth.sessionEnded'))).toBeNull();
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
