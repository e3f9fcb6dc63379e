import { I18nProvider, type Language } from '@dars/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../Link';
import { TopBar, type TopBarProps } from './TopBar';

function renderBar(lang: Language, overrides: Partial<TopBarProps> = {}) {
  const props: TopBarProps = {
    name: lang === 'en' ? 'Dars Academy' : 'أكاديمية درس',
    logoUrl: '/logo.svg',
    nav: [
      { href: '/home', label: 'Home' },
      { href: '/departments', label: 'Departments' },
    ],
    currentPath: '/departments',
    onToggleLanguage: vi.fn(),
    onSearch: vi.fn(),
    account: { kind: 'visitor' },
    accountLinks: [{ href: '/profile', label: 'Profile' }],
    onLogout: vi.fn(),
    ...overrides,
  };
  const navigate = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <NavigationProvider navigate={navigate}>
        <TopBar {...props} />
      </NavigationProvider>
    </I18nProvider>,
  );
  return { props, navigate };
}

describe('TopBar', () => {
  it('shows the brand linking home, the nav with the current page marked, and the language toggle', () => {
    renderBar('en');
    expect(screen.getByRole('link', { name: /Dars Academy/ }).getAttribute('href')).toBe('/home');
    const nav = screen.getAllByRole('navigation')[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Departments' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'العربية' })).toBeTruthy();
  });

  it('gives visitors login and register, and no cart or account menu', () => {
    renderBar('ar');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'إنشاء حساب' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: 'سلة المشتريات' })).toBeNull();
  });

  it('gives students the cart, the notifications slot and the account menu', async () => {
    const { props } = renderBar('en', {
      account: { kind: 'student', name: 'Sara', image: null, notifications: <span>bell</span> },
    });
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByText('bell')).toBeTruthy();
    // The account menu loads lazily.
    const button = await screen.findByRole('button', { name: /Account menu: Sara/ }, { timeout: 10_000 });
    // The tap is answered by the menu itself, focused on its first item, in the one render the click makes:
    // nothing is left for later renders, layout reads or timers (on a slow phone each of those is a long task
    // between the tap and the menu).
    act(() => button.click());
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Log out']);
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The keyboard moves through the items (and round), Escape closes and gives focus back to the button.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    // A click outside closes it.
    await userEvent.click(button);
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(props.onLogout).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('searches only for a non-blank trimmed term, with Enter or the icon', async () => {
    const { props } = renderBar('en');
    const [box] = screen.getAllByRole('searchbox');
    await userEvent.type(box as HTMLElement, '   {Enter}');
    expect(props.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box as HTMLElement, 'design ');
    await userEvent.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    expect(props.onSearch).toHaveBeenCalledWith('design');
  });

  it('navigates inside the app on a plain click', async () => {
    const { navigate } = renderBar('en');
    await userEvent.click(screen.getByRole('link', { name: /Dars Academy/ }));
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('opens the slide-in menu, which holds the nav and closes with Escape', async () => {
    renderBar('en');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('link', { name: 'Departments' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the fallback name when app info has none', () => {
    renderBar('ar', { name: null, logoUrl: null });
    expect(screen.getByRole('link', { name: 'درس' })).toBeTruthy();
  });
});
