import { I18nProvider } from '@dars/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('is a region named by its h1, with the lead, the form and the footer', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <AuthLayout
          title="تسجيل الدخول"
          lead="مرحبًا بعودتك"
          footer={
            <>
              ليس لديك حساب؟ <a href="/register">إنشاء حساب</a>
            </>
          }
        >
          <form aria-label="login">
            <button type="submit">دخول</button>
          </form>
        </AuthLayout>
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'تسجيل الدخول' });
    const heading = within(region).getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('تسجيل الدخول');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(within(region).getByText('مرحبًا بعودتك')).toBeTruthy();
    expect(within(region).getByRole('form', { name: 'login' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'إنشاء حساب' }).getAttribute('href')).toBe('/register');
    // It sits inside the app's <main>: no second main, no banner or contentinfo of its own.
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The illustration is decorative.
    const art = container.querySelector('[data-illustration]');
    expect(art?.getAttribute('aria-hidden')).toBe('true');
    expect(art?.querySelector('svg')).not.toBeNull();
  });

  it('leaves out the illustration, lead and footer when not wanted', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <AuthLayout title="Reset password" illustration={false}>
          <p>form</p>
        </AuthLayout>
      </I18nProvider>,
    );
    expect(container.querySelector('[data-illustration]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
  });
});
