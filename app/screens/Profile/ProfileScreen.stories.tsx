import { textFor } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { answer, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RELOAD_NOTE_KEY } from '../../platform';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import ProfileScreen from './ProfileScreen';

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  parameters: { layout: 'padded' },
  loaders: [async () => ({ token: await demoStudentToken() })],
  render: (_, { loaded }) => (
    <AppHarness path="/profile" token={(loaded as { token: string }).token}>
      <ProfileScreen />
    </AppHarness>
  ),
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Account data: name, read-only email, phone with the country picker, picture. */
export const AccountData: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t('form.email'))).toHaveAttribute('readonly');
  },
};

export const Loading: Story = {
  parameters: { msw: [slow('get', 'profile')] },
};

/** The profile could not be fetched: 'error fetching data' with a retry. */
export const LoadFailure: Story = {
  parameters: { msw: [refuse('get', 'profile', { status: 500, message: 'down' })] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('profile.fetchError'))).toBeVisible();
    // Announced when it replaces the loading state, not only shown.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('profile.fetchError'));
  },
};

/** A file that is not a picture (a text file renamed .png) is refused by its content, with a clear message. */
export const ImageRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t('form.email'));
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // What is accepted is said up front.
    await expect(input).toHaveAccessibleDescription(t('profile.imageRules'));
    await userEvent.upload(input, new File(['hello'], 'notes.png', { type: 'image/png' }), { applyAccept: false });
    await expect(await canvas.findByText(t('profile.imageNotImage'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A picture over 2 MB: said at once, and a save is refused instead of reporting success without it. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(t('form.name'));
    await waitFor(() => expect(name).not.toHaveValue(''));
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara A.');
    const big = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'big.png', {
      type: 'image/png',
    });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, big);
    await expect(await canvas.findByText(t('profile.imageSize'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(await canvas.findByText(t('profile.imageNotSaved'))).toBeVisible();
    await expect(canvas.queryByText(t('profile.updated'))).toBeNull();
    await expect(name).toHaveValue('Sara A.');
    await expect(canvas.getByRole('button', { name: t('profile.cancelImage') })).toBeVisible();
  },
};

/**
 * The page back after a save (the spec reloads it): focus on its heading, and 'saved' said in the page's
 * language through a live region that was there, empty, before it.
 */
export const SavedAndReloaded: Story = {
  render: (_, { loaded }) => (
    <AppHarness
      path="/profile"
      token={(loaded as { token: string }).token}
      session={{ [RELOAD_NOTE_KEY]: 'profile.saved' }}
    >
      {/* The layout's main area, where the page's heading is looked for (Storybook's own page has h1s too). */}
      <main id="main" tabIndex={-1}>
        <ProfileScreen />
      </main>
    </AppHarness>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: t('title.profile') });
    await waitFor(() => expect(heading).toHaveFocus());
    const said = await canvas.findByText(t('profile.updated'));
    await expect(said.closest('[role="status"]')).not.toBeNull();
    await canvas.findByLabelText(t('form.email'));
  },
};

/** 'abc-12' typed as the phone: the letters are not taken and '12' is refused before anything is sent (marked, described). */
export const PhoneWithLetters: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t('form.email'));
    const phone = canvas.getByLabelText(t('form.phone'));
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc-12');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(t('invalidPhone'));
    // The field takes digits only, so 'abc-12' is '12': too short for a phone number.
    await expect(phone).toHaveValue('12');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** The update failed: the 'error during update' popup. */
export const UpdateFailure: Story = {
  parameters: { msw: [refuse('post', 'profile/update', { status: 500, message: 'Nope' })] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t('form.email'));
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('profile.updateError'));
    // Closing the popup does not make the failure vanish: it stays beside the form.
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // The same words as the popup, with the reason under them.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('profile.updateError'));
    await expect(alert).toHaveTextContent(t('errors.serverError'));
  },
};

/** The change-password tab: the demo student's password, then the new one twice, then submit. */
async function changePassword(
  { canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> },
  next: string,
  confirm: string,
) {
  const { t } = textFor(globals);
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.password') }));
  // The chosen tab shows at once; its panel is drawn just after.
  await userEvent.type(await canvas.findByLabelText(t('password.current')), DEMO_STUDENT.password);
  await userEvent.type(canvas.getByLabelText(t('password.new')), next);
  await userEvent.type(canvas.getByLabelText(t('password.confirm')), confirm);
  await userEvent.click(canvas.getByRole('button', { name: t('password.submit') }));
  return { canvas, t };
}

/** Change password: the mismatch message, and the confirmation marked invalid and described by it. */
export const PasswordMismatch: Story = {
  play: async (ctx) => {
    const { canvas, t } = await changePassword(ctx, 'Newer456', 'Newer457');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('PasswordsDoNotMatch'));
    const confirm = canvas.getByLabelText(t('password.confirm'));
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(t('PasswordsDoNotMatch'));
  },
};

/** Change password refused: the server's words under the field, and beside the form once the popup closes. */
export const PasswordRefused: Story = {
  parameters: {
    msw: [
      refuse('post', 'profile/change/password', {
        status: 422,
        message: 'The current password is incorrect.',
        errors: { old_password: 'The current password is incorrect.' },
      }),
    ],
  },
  play: async (ctx) => {
    const { canvas, t } = await changePassword(ctx, 'Newer456', 'Newer456');
    const body = within(ctx.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText(t('password.current'))).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  },
};

/** Change password: success popup, fields cleared. */
export const PasswordChanged: Story = {
  parameters: { msw: [answer('post', 'profile/change/password', { message: '' })] },
  play: async (ctx) => {
    const { canvas, t } = await changePassword(ctx, 'Newer456', 'Newer456');
    await expect(await within(ctx.canvasElement.ownerDocument.body).findByRole('alertdialog')).toHaveTextContent(
      t('password.changed'),
    );
    await expect(canvas.getByLabelText(t('password.current'))).toHaveValue('');
    // The popup closes by itself after 2 s; the picture is taken after that, the same however late it comes.
    await waitFor(() => expect(within(ctx.canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** The plan tab: current plan with status, courses left, dates, renew; the plans, the current one marked. */
export const Plan: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.plan') }));
    // The plan tab's code loads when it is first opened.
    await expect(await canvas.findByText(t('plan.otherPlans'))).toBeVisible();
    // An old price is marked up as one: struck through, and read as "was …".
    const oldPrice = canvasElement.querySelector('s, del');
    await expect(oldPrice).not.toBeNull();
    await expect(oldPrice?.textContent).toContain(t('price.was'));
    // No separator dot that could read as an Arabic-Indic zero.
    await expect(canvasElement.textContent).not.toContain(' · ');
  },
};

/** No plan: 'no active subscription'. */
export const NoActivePlan: Story = {
  parameters: { msw: [answer('get', 'profile/my-plan', { data: { my_plan: null, plans: [] } })] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.plan') }));
    await expect(await canvas.findByText(t('plan.noActiveSubscription'))).toBeVisible();
  },
};
