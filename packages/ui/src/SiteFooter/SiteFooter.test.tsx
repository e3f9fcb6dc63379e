import { createTranslator, I18nProvider, type Language } from '@dars/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const base: SiteFooterProps = {
  name: 'Dars Academy',
  logoUrl: '/logo.svg',
  social: [
    { kind: 'twitter', href: 'https://x.com/dars' },
    { kind: 'facebook', href: 'javascript:alert(1)' },
    { kind: 'instagram', href: 'http://instagram.com/dars' },
    { kind: 'youtube', href: 'data:text/html,<script>alert(1)</script>' },
    { kind: 'snapchat', href: '/relative' },
    { kind: 'whatsapp', href: 'https://wa.me/966500000000' },
  ],
  links: [
    { href: '/courses', label: 'Courses' },
    { href: '/about', label: 'About us' },
    { href: '/faqs', label: 'FAQ' },
  ],
  policies: [
    { href: '/terms_condition', label: 'Terms and conditions' },
    { href: '/privacy_policy', label: 'Privacy policy' },
    { href: '/user_guides', label: 'User guides' },
  ],
  address: 'Riyadh, Saudi Arabia',
  phone: '+966 11 234 5678',
  email: 'info@dars.example',
  year: 2025,
};

function renderIn(lang: Language, props: Partial<SiteFooterProps> = {}) {
  const onNavigate = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <SiteFooter {...base} onNavigate={onNavigate} {...props} />
    </I18nProvider>,
  );
  return onNavigate;
}

/** Records whether a click was prevented, then stops jsdom from trying to navigate. */
function clickAndReport(element: Element, init: MouseEventInit = {}) {
  let prevented: boolean | null = null;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  fireEvent.click(element, init);
  document.removeEventListener('click', listener);
  return prevented;
}

const ar = createTranslator('ar');
const en = createTranslator('en');

afterEach(() => vi.restoreAllMocks());

describe('SiteFooter', () => {
  it('is the contentinfo landmark with the name and a decorative logo', () => {
    renderIn('en');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Dars Academy')).toBeTruthy();
    expect(footer.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('has a quick-links nav and a policies nav with their links', () => {
    renderIn('en');
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/courses', '/about', '/faqs']);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy_policy');
    expect(within(policies).getAllByRole('link')).toHaveLength(3);
  });

  it('names the navs in Arabic', () => {
    renderIn('ar');
    expect(screen.getByRole('navigation', { name: ar('footer.quickLinks') })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: ar('footer.policies') })).toBeTruthy();
  });

  it('keeps only http(s) social links, opening in a new tab safely', () => {
    renderIn('en');
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((a) => a.getAttribute('href'))).toEqual([
      'https://x.com/dars',
      'http://instagram.com/dars',
      'https://wa.me/966500000000',
    ]);
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByRole('link', { name: 'X (Twitter) (opens in a new tab)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Facebook|YouTube|Snapchat/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull();
  });

  it('names social links in Arabic', () => {
    renderIn('ar');
    expect(screen.getByRole('link', { name: `${ar('social.whatsapp')} ${ar('common.opensInNewTab')}` })).toBeTruthy();
  });

  it('hides the social block when no link is safe', () => {
    renderIn('en', { social: [{ kind: 'facebook', href: 'javascript:alert(1)' }] });
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
    expect(screen.queryByText('Follow us')).toBeNull();
  });

  it('links the phone with tel: (number kept left to right) and the email with mailto:', () => {
    renderIn('ar', { phone: '+966 ١١ 234 5678' });
    const phone = screen.getByRole('link', { name: new RegExp(ar('footer.phone')) });
    expect(phone.getAttribute('href')).toBe('tel:+966112345678');
    expect(phone.querySelector('[dir="ltr"]')?.textContent).toBe('+966 ١١ 234 5678');
    const email = screen.getByRole('link', { name: /info@dars\.example/ });
    expect(email.getAttribute('href')).toBe('mailto:info@dars.example');
    expect(screen.getByText('Riyadh, Saudi Arabia')).toBeTruthy();
  });

  it('writes the copyright with 2025 and the name in English', () => {
    renderIn('en');
    const line = screen.getByText(en('footer.copyright', { year: 2025, name: 'Dars Academy' }));
    expect(line.textContent).toMatch(/2025.*Dars Academy/);
    expect(line.textContent).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes the copyright in Arabic', () => {
    renderIn('ar', { name: 'أكاديمية درس' });
    const line = screen.getByText(ar('footer.copyright', { year: 2025, name: 'أكاديمية درس' }));
    // One digit style per language: the year in Arabic-Indic digits, no Latin digit in the line.
    expect(line.textContent).toContain('٢٠٢٥');
    expect(line.textContent).not.toMatch(/[0-9]/);
    expect(line.textContent).toContain('أكاديمية درس');
  });

  it('navigates client-side on a plain click and prevents the default', () => {
    const onNavigate = renderIn('en');
    const prevented = clickAndReport(screen.getByRole('link', { name: 'About us' }));
    expect(prevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/about');
  });

  it('leaves ctrl-, meta- and shift-clicks to the browser', () => {
    const onNavigate = renderIn('en');
    const link = screen.getByRole('link', { name: 'Terms and conditions' });
    expect(clickAndReport(link, { ctrlKey: true })).toBe(false);
    expect(clickAndReport(link, { metaKey: true })).toBe(false);
    expect(clickAndReport(link, { shiftKey: true })).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('does not intercept tel:, mailto: or social links', () => {
    const onNavigate = renderIn('en');
    expect(clickAndReport(screen.getByRole('link', { name: /Phone/ }))).toBe(false);
    expect(clickAndReport(screen.getByRole('link', { name: /Email/ }))).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('links are ordinary without onNavigate', () => {
    render(
      <I18nProvider lang="en">
        <SiteFooter {...base} />
      </I18nProvider>,
    );
    expect(clickAndReport(screen.getByRole('link', { name: 'Courses' }))).toBe(false);
  });

  it('hides the contact block when address, phone and email are missing', () => {
    renderIn('en', { address: null, phone: null, email: '  ' });
    expect(screen.queryByRole('region', { name: 'Get in touch' })).toBeNull();
    expect(screen.queryByText('Get in touch')).toBeNull();
    expect(screen.queryByRole('link', { name: /Phone|Email/ })).toBeNull();
    expect(screen.getByRole('contentinfo').querySelector('address')).toBeNull();
  });

  it('shows only the contact details it has', () => {
    renderIn('en', { address: null, email: null });
    expect(screen.getByRole('region', { name: 'Get in touch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Phone/ })).toBeTruthy();
    expect(screen.queryByText('Riyadh, Saudi Arabia')).toBeNull();
  });
});
