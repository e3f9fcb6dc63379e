import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { textFor } from '../../stories/text';
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
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t('form.email'))).toHaveAttribute('readonly');
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
};

/** The profile could not be fetched: 'error fetching data' with a retry. */
export const LoadFailure: Story = {
  parameters: { msw: [http.get('*/api/v1/profile', () => HttpResponse.json({ message: 'down' }, { status: 500 }))] },
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    await expect(await within(canvasElement).findByText(t('profile.fetchError'), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A picture that is not an image is refused at once. */
export const ImageRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t('form.email'));
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await canvas.findByText(t('profile.imageType'))).toBeVisible();
  },
};

/** The update failed: the 'error during update' popup. */
export const UpdateFailure: Story = {
  parameters: {
    msw: [http.post('*/api/v1/profile/update', () => HttpResponse.json({ message: 'Nope' }, { status: 500 }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t('form.email'));
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).toHaveTextContent(
      t('profile.updateError'),
    );
  },
};

/** Change password: the mismatch message. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.password') }));
    await userEvent.type(canvas.getByLabelText(t('password.current')), 'Dars@2025');
    await userEvent.type(canvas.getByLabelText(t('password.new')), 'Newer456');
    await userEvent.type(canvas.getByLabelText(t('password.confirm')), 'Newer457');
    await userEvent.click(canvas.getByRole('button', { name: t('password.submit') }));
    await expect(await canvas.findByText(t('PasswordsDoNotMatch'))).toBeVisible();
  },
};

/** Change password: success popup, fields cleared. */
export const PasswordChanged: Story = {
  parameters: {
    msw: [http.post('*/api/v1/profile/change/password', () => HttpResponse.json({ success: true, message: '' }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.password') }));
    await userEvent.type(canvas.getByLabelText(t('password.current')), 'Dars@2025');
    await userEvent.type(canvas.getByLabelText(t('password.new')), 'Newer456');
    await userEvent.type(canvas.getByLabelText(t('password.confirm')), 'Newer456');
    await userEvent.click(canvas.getByRole('button', { name: t('password.submit') }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).toHaveTextContent(
      t('password.changed'),
    );
    await expect(canvas.getByLabelText(t('password.current'))).toHaveValue('');
  },
};

/** The plan tab: current plan with status, courses used, dates, renew; other plans. */
export const Plan: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.plan') }));
    await expect(await canvas.findByText(t('plan.otherPlans'))).toBeVisible();
  },
};

/** No plan: 'no active subscription'. */
export const NoActivePlan: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/profile/my-plan', () =>
        HttpResponse.json({ success: true, data: { my_plan: null, plans: [] } }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('profile.tabs.plan') }));
    await expect(await canvas.findByText(t('plan.noActiveSubscription'))).toBeVisible();
  },
};
