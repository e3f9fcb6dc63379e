import { useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordField, TextField } from '../TextField';
import { AuthLayout, type AuthLayoutProps } from './AuthLayout';

/** The login screen's frame with its form, in the toolbar's language (texts from the catalogue). */
function LoginExample(props: Partial<AuthLayoutProps> & { onSubmit: () => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <AuthLayout
      title={t('auth.login')}
      lead={t('login.welcome')}
      illustration={props.illustration}
      footer={
        <>
          {t('login.noAccount')} <a href="/register">{t('login.createAccount')}</a>
        </>
      }
    >
      <form
        style={{ display: 'grid', gap: 16 }}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <TextField
          type="email"
          label={t('form.email')}
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <PasswordField label={t('form.password')} name="password" required value={password} onChange={setPassword} />
        <div
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
        >
          <Checkbox label={t('login.rememberMe')} checked={remember} onChange={setRemember} name="remember" />
          <a href="/forget-password" style={{ color: 'inherit', fontWeight: 600 }}>
            {t('login.forgotPassword')}
          </a>
        </div>
        <Button type="submit" fullWidth>
          {t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

const meta = {
  title: 'UI/AuthLayout',
  component: AuthLayout,
  args: { title: '', children: null, illustration: true },
  render: (args) => <LoginExample illustration={args.illustration} onSubmit={fn()} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The illustration shows from 1024 px only. */
async function checkIllustration(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  const art = canvasElement.querySelector<HTMLElement>('[data-illustration]');
  await expect(art).not.toBeNull();
  const shown = art ? getComputedStyle(art).display !== 'none' : false;
  await expect(shown).toBe(window.innerWidth >= 1024);
}

export const WithForm: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => checkIllustration(canvasElement),
};

export const Phone: Story = {
  parameters: { darsViewport: 375, layout: 'fullscreen' },
  play: async ({ canvasElement }) => checkIllustration(canvasElement),
};
