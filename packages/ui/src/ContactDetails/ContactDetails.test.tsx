import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactDetails, ContactDetailsPlaceholder, type ContactInfo } from './ContactDetails';

const contact: ContactInfo = {
  phone: '+20 100 555 0199',
  address: '12 Tahrir Street, Giza',
  email: 'support@dars.example',
  twitter: 'https://x.com/dars',
  facebook: 'javascript:alert(1)',
  instagram: '',
  snapchat: '',
  youtube: 'https://youtube.com/@dars',
  whatsapp: '',
};

describe('ContactDetails', () => {
  it('shows address, a tel: link of digits, a mailto: link, and only the http(s) social links, opening safely', () => {
    render(
      <I18nProvider lang="en">
        <ContactDetails contact={contact} title="Contact details" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeTruthy();
    expect(screen.getByText('12 Tahrir Street, Giza')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+20 100 555 0199' }).getAttribute('href')).toBe('tel:+201005550199');
    expect(screen.getByRole('link', { name: 'support@dars.example' }).getAttribute('href')).toBe(
      'mailto:support@dars.example',
    );
    const social = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(social.map((a) => a.getAttribute('href'))).toEqual(['https://x.com/dars', 'https://youtube.com/@dars']);
    for (const link of social) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves out what app info does not give', () => {
    render(
      <I18nProvider lang="ar">
        <ContactDetails contact={{ ...contact, phone: ' ', twitter: '', youtube: '' }} title="بيانات التواصل" />
      </I18nProvider>,
    );
    expect(screen.queryByText('الهاتف')).toBeNull();
    expect(screen.queryByText('تابعنا')).toBeNull();
    expect(screen.getByText('البريد الإلكتروني')).toBeTruthy();
  });

  it('while app info loads: the same heading, busy, and no link yet', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <ContactDetailsPlaceholder title="بيانات التواصل" wide />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'بيانات التواصل' })).toBeTruthy();
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    // Three detail rows and five social buttons stand in for the details, hidden from assistive technology.
    expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(3);
  });
});
