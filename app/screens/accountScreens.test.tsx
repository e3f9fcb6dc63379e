import { login } from '@dars/api';
import { I18nProvider, type Language } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { server } from '@dars/mocks/node';
import { offline } from '@dars/mocks/overrides';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAppActors } from '../AppActorsContext';
import { AppHarness } from '../stories/AppHarness';
import ConfirmCodeScreen from './ConfirmCode/ConfirmCodeScreen';
import LoginScreen from './Login/LoginScreen';
import { AccountTab } from './Profile/AccountTab';
import RegisterScreen from './Register/RegisterScreen';

// The demo API answers through msw/node (vitest.setup.ts); every screen runs its real machine.

interface Options {
  path: string;
  lang?: Language;
  token?: string | null;
  storage?: Record<string, string>;
}

function renderScreen(ui: ReactNode, { path, lang = 'en', token = null, storage = {} }: Options) {
  const view = (shown: Language) => (
    <I18nProvider lang={shown}>
      <AppHarness path={path} token={token} storage={storage}>
        {ui}
      </AppHarness>
    </I18nProvider>
  );
  const rendered = render(view(lang));
  return { ...rendered, user: userEvent.setup(), setLang: (next: Language) => rendered.rerender(view(next)) };
}

/** The text of the elements a field's aria-describedby names. */
function description(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('client-side refusals are tied to their fields', () => {
  it('login: each blank field is marked invalid and described; focus goes to the first; typing clears it', async () => {
    const { user } = renderScreen(<LoginScreen />, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    for (const field of [email, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(description(field)).toContain('This field is required.');
    }
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toContain('Please enter your email and password.');

    await user.type(email, DEMO_STUDENT.email);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(description(email)).not.toContain('This field is required.');
    // The other blank field stays marked until it is edited.
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('register: the confirmation that differs is marked and described, in Arabic too', async () => {
    const { user } = renderScreen(<RegisterScreen />, { path: '/register', lang: 'ar' });
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'ليلى');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'laila@example.com');
    await user.type(screen.getByLabelText('رقم الهاتف'), '1012345678');
    await user.type(screen.getByLabelText('كلمة المرور', { exact: true }), 'secret1');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور', { exact: true }), 'secret2');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const confirm = screen.getByLabelText('تأكيد كلمة المرور', { exact: true });
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(description(confirm)).toContain('كلمتا المرور غير متطابقتين.');
    expect(document.activeElement).toBe(confirm);
    expect(screen.getByLabelText('كلمة المرور', { exact: true }).hasAttribute('aria-invalid')).toBe(false);
    await user.type(confirm, 'x');
    expect(confirm.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the wrong verification code', () => {
  it('is announced (a live region), describes the boxes, and focus goes to them', async () => {
    const { user } = renderScreen(<ConfirmCodeScreen />, {
      path: '/confirm-code',
      storage: { email: DEMO_STUDENT.email },
    });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByText('The verification code is incorrect.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(description(first)).toContain('The verification code is incorrect.');
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('letters pasted into the boxes are refused with a message', async () => {
    const { user } = renderScreen(<ConfirmCodeScreen />, {
      path: '/confirm-code',
      lang: 'ar',
      storage: { email: DEMO_STUDENT.email },
    });
    await user.click(await screen.findByRole('textbox', { name: 'الرقم ١ من ٦' }));
    await user.paste('abc123');
    expect(screen.getByRole('alert').textContent).toContain('يتكوّن الرمز من أرقام فقط.');
    expect((screen.getByRole('textbox', { name: 'الرقم ١ من ٦' }) as HTMLInputElement).value).toBe('');
  });
});

describe('a stale server message when the language changes', () => {
  it('register: the Arabic refusal goes when the page turns English; what was typed stays', async () => {
    const { user, setLang } = renderScreen(<RegisterScreen />, { path: '/register', lang: 'ar' });
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'ليلى');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), DEMO_STUDENT.email);
    await user.type(screen.getByLabelText('رقم الهاتف'), '1098765432');
    await user.type(screen.getByLabelText('كلمة المرور', { exact: true }), 'secret1');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور', { exact: true }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    // The server's words: in the banner and under the email field.
    expect(await screen.findAllByText('البريد الإلكتروني مستخدم من قبل.')).not.toHaveLength(0);

    setLang('en');
    await waitFor(() => expect(screen.queryAllByText('البريد الإلكتروني مستخدم من قبل.')).toHaveLength(0));
    expect(document.body.textContent).not.toContain('مستخدم');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(DEMO_STUDENT.email);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a failure told in the app’s own words stays, now in the new language', async () => {
    server.use(offline('post', 'register'));
    const { user, setLang } = renderScreen(<RegisterScreen />, { path: '/register', lang: 'ar' });
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'ليلى');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'laila@example.com');
    await user.type(screen.getByLabelText('رقم الهاتف'), '1098765432');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const arabic = (await screen.findByRole('alert')).textContent;
    expect(arabic).toContain('تعذّر');
    setLang('en');
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(arabic));
    expect(screen.getByRole('alert').textContent).toContain('Failed to connect to the server');
  });
});

/** The login screen as the router shows it: only once the visitor is signed out. */
function LoginWhenSignedOut({ children }: { children: ReactNode }) {
  const { session } = useAppActors();
  const visitor = useSelector(session, (s) => s.hasTag('visitor'));
  return visitor ? children : null;
}

describe('a session the server ended', () => {
  it('is told on the login screen once (a 401 on a call with the token), in both languages', async () => {
    const first = renderScreen(
      <LoginWhenSignedOut>
        <LoginScreen />
      </LoginWhenSignedOut>,
      { path: '/login', token: 'expired-token' },
    );
    const notice = await screen.findByText('Your session has ended. Please sign in again.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    first.setLang('ar');
    expect(await screen.findByText('انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.')).toBeTruthy();
    first.unmount();
  });

  it('is not shown on an ordinary visit to /login', async () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });
});

describe('the profile picture', () => {
  async function renderProfile() {
    const { token } = await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
    const rendered = renderScreen(<AccountTab />, { path: '/profile', token });
    const name = (await screen.findByLabelText('Full name', {}, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe(DEMO_STUDENT.name));
    const file = document.querySelector('input[type="file"]') as HTMLInputElement;
    return { ...rendered, name, file };
  }

  it('states the accepted formats and the limit up front', async () => {
    const { file } = await renderProfile();
    expect(description(file)).toContain('PNG, JPEG, GIF or WebP, up to 2 MB.');
  });

  it('refuses a text file renamed .png, by its content, with a clear message', async () => {
    const { user, file } = await renderProfile();
    await user.upload(file, new File(['I am only text'], 'me.png', { type: 'image/png' }));
    const message = await screen.findByText('This file is not a picture. Choose a PNG, JPEG, GIF or WebP image.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(description(file)).toContain('This file is not a picture.');
  });

  it('a picture over the limit is not dropped while the save says success: nothing is sent, nothing typed is lost', async () => {
    let updates = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/profile/update')) updates += 1;
    });
    const { user, name, file } = await renderProfile();
    await user.clear(name);
    await user.type(name, 'Sara Ahmed');
    const big = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'big.png', {
      type: 'image/png',
    });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    await user.upload(file, big);
    expect(await screen.findByText('The image may not be larger than 2 MB.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Nothing was saved: the chosen picture cannot be used. Choose another one or cancel the picture change.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Your details have been updated successfully.')).toBeNull();
    expect(updates).toBe(0);
    expect(name.value).toBe('Sara Ahmed');
    expect(document.activeElement).toBe(file);

    // Cancelling the picture change lets the rest be saved.
    await user.click(screen.getByRole('button', { name: 'Cancel picture change' }));
    expect(screen.queryByText('The image may not be larger than 2 MB.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been updated successfully.')).toBeTruthy();
    expect(updates).toBe(1);
    server.events.removeAllListeners();
  });
});
