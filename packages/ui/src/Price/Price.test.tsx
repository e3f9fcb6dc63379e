import { I18nProvider, type Language } from '@dars/i18n';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, type PriceProps } from './Price';

const text = (props: PriceProps, lang: Language = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <Price {...props} />
    </I18nProvider>,
  ).container;

describe('Price', () => {
  it('says free for a free course, whatever the amounts', () => {
    const el = text({ free: true, amount: 120, before: 200, currency: 'EGP' });
    expect(el.textContent).toBe('Free');
    expect(el.querySelector('s')).toBeNull();
    expect(text({ free: true, amount: 0, currency: 'EGP' }, 'ar').textContent).toBe('مجانًا');
  });

  it('shows the final price with the currency', () => {
    const el = text({ free: false, amount: 349, currency: 'EGP' });
    expect(el.textContent).toMatch(/^EGP\s?349$/);
  });

  it('strikes through the price before discount only when it is higher, with a hidden "was"', () => {
    const el = text({ free: false, amount: 349, before: 499, currency: 'EGP' });
    const struck = el.querySelector('s');
    expect(struck?.textContent).toMatch(/^was EGP\s?499$/);
    expect(text({ free: false, amount: 349, before: 349, currency: 'EGP' }).querySelector('s')).toBeNull();
    expect(text({ free: false, amount: 349, before: 100, currency: 'EGP' }).querySelector('s')).toBeNull();
  });

  it('writes Arabic-Indic digits in Arabic', () => {
    const el = text({ free: false, amount: 1200, before: 1500, currency: 'EGP' }, 'ar');
    expect(el.textContent).toMatch(/١٬٢٠٠/);
    expect(el.textContent).toMatch(/١٬٥٠٠/);
    expect(el.textContent).not.toMatch(/[0-9]/);
  });
});
