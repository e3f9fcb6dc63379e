import { type CountryEntry, countryEntries, I18nProvider, type Language } from '@dars/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CountrySelect, type CountrySelectProps } from './CountrySelect';

// jsdom has no layout: Ariakit asks the browser whether its popup is visible (checkVisibility) and scrolls
// the active option into view. Answer as a browser would for elements that are not hidden.
const saved = {
  checkVisibility: Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility'),
  scrollIntoView: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView'),
};
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'checkVisibility', {
    configurable: true,
    value(this: Element) {
      for (let element: Element | null = this; element; element = element.parentElement) {
        if (element.hasAttribute('hidden') || getComputedStyle(element).display === 'none') return false;
      }
      return true;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value() {} });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    else Reflect.deleteProperty(Element.prototype, name);
  }
});

function Stateful({ value, onChange, ...rest }: CountrySelectProps) {
  const [key, setKey] = useState(value);
  return (
    <CountrySelect
      {...rest}
      value={key}
      onChange={(entry) => {
        setKey(entry.key);
        onChange(entry);
      }}
    />
  );
}

const LABEL = { ar: 'رمز الدولة', en: 'Country code' } as const;
const SEARCH = { ar: 'ابحث عن دولة', en: 'Search countries' } as const;

function renderSelect(lang: Language, props: Partial<CountrySelectProps> = {}) {
  const onChange = vi.fn<(entry: CountryEntry) => void>();
  render(
    <I18nProvider lang={lang}>
      <Stateful label={LABEL[lang]} value="SA" onChange={onChange} {...props} />
    </I18nProvider>,
  );
  const trigger = screen.getByRole('combobox', { name: LABEL[lang] });
  return { onChange, trigger, user: userEvent.setup() };
}

async function open(lang: Language, user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  const search = await screen.findByRole('combobox', { name: SEARCH[lang] });
  await waitFor(() => expect(document.activeElement).toBe(search));
  return search;
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CountrySelect', () => {
  it('shows the label of the value and is named by its visible label', () => {
    const { trigger } = renderSelect('en', { value: 'EG' });
    expect(trigger.textContent).toContain('Egypt');
    expect(trigger.textContent).toContain('(+20)');
    expect(trigger.querySelector('[dir="ltr"]')?.textContent).toBe('(+20)');
    expect(screen.getByText('Country code').id).toBe(trigger.getAttribute('aria-labelledby'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the Arabic name in Arabic', () => {
    const { trigger } = renderSelect('ar');
    expect(trigger.textContent).toContain('المملكة العربية السعودية');
    expect(trigger.textContent).toContain('(+966)');
  });

  it('links the error message and marks the control invalid', () => {
    const { trigger } = renderSelect('en', { error: 'Please choose a country' });
    const message = screen.getByText('Please choose a country');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('uses the given id and can be disabled', () => {
    const { trigger } = renderSelect('en', { id: 'phone-key', disabled: true });
    expect(trigger.id).toBe('phone-key');
    expect((trigger as HTMLButtonElement).disabled).toBe(true);
  });

  for (const lang of ['ar', 'en'] as const) {
    it(`lists every country, Saudi Arabia then Libya then by name (${lang})`, async () => {
      const { user, trigger } = renderSelect(lang);
      await open(lang, user, trigger);
      const entries = countryEntries(lang);
      // The first screenful renders with the popup, the rest right after.
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(entries.length));
      const names = optionNames();
      expect(names).toEqual(entries.map((entry) => `${entry.name} (+${entry.phone_code})`));
      expect(entries[0]?.key).toBe('SA');
      expect(entries[1]?.key).toBe('LY');
      const rest = entries.slice(2).map((entry) => entry.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(lang).compare));
      // The chosen one is marked.
      expect(screen.getByRole('option', { selected: true }).textContent).toBe(names[0]);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
    }, 20_000);
  }

  const searches = {
    // [query, key that must be found]: names in either language, dial codes with or without '+', keys.
    ar: [
      ['مصر', 'EG'],
      ['egy', 'EG'],
      ['+966', 'SA'],
      ['٢١٨', 'LY'],
    ],
    en: [
      ['Egypt', 'EG'],
      ['مصر', 'EG'],
      ['966', 'SA'],
      ['sa', 'SA'],
    ],
  } as const;
  for (const lang of ['ar', 'en'] as const) {
    it(`finds a country by name in either language, dial code or key (${lang})`, async () => {
      const { user, trigger } = renderSelect(lang, { value: 'DE' });
      const search = await open(lang, user, trigger);
      for (const [query, key] of searches[lang]) {
        await user.clear(search);
        await user.type(search, query);
        const entry = countryEntries(lang).find((e) => e.key === key);
        const name = `${entry?.name} (+${entry?.phone_code})`;
        await waitFor(() => expect(optionNames().length).toBeLessThan(30));
        expect(optionNames()).toContain(name);
      }
    }, 20_000);
  }

  it('selecting an option calls onChange with the entry and closes the list', async () => {
    const { user, trigger, onChange } = renderSelect('en');
    const search = await open('en', user, trigger);
    await user.type(search, 'egy');
    await user.click(await screen.findByRole('option', { name: 'Egypt (+20)' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ key: 'EG', name: 'Egypt', phone_code: '20' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger.textContent).toContain('Egypt');
  }, 20_000);

  it('works from the keyboard: type to search, arrows, Enter selects', async () => {
    const { user, trigger, onChange } = renderSelect('en');
    const search = await open('en', user, trigger);
    await user.keyboard('+2');
    await waitFor(() => expect(search.getAttribute('aria-activedescendant')).toBeTruthy());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].phone_code.startsWith('2')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  }, 20_000);

  it('typing on the closed select opens the list with that text in the search box', async () => {
    const { user, trigger } = renderSelect('en');
    trigger.focus();
    await user.keyboard('l');
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('ib');
    expect((search as HTMLInputElement).value).toBe('lib');
    await waitFor(() => expect(optionNames()).toEqual(['Libya (+218)', 'Liberia (+231)']));
  }, 20_000);

  it('Escape closes the list, keeps the value and returns focus to the select', async () => {
    const { user, trigger, onChange } = renderSelect('ar');
    await open('ar', user, trigger);
    await user.keyboard('ليب');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // The search starts empty next time.
    const search = await open('ar', user, trigger);
    expect((search as HTMLInputElement).value).toBe('');
  }, 20_000);

  it('says so when nothing matches', async () => {
    const { user, trigger } = renderSelect('en');
    const search = await open('en', user, trigger);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No results found.')).toBeTruthy();
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
  }, 20_000);

  it('puts the popover in the page direction', async () => {
    const { user, trigger } = renderSelect('ar');
    await open('ar', user, trigger);
    expect(screen.getByRole('dialog').getAttribute('dir')).toBe('rtl');
  }, 20_000);
});
