import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  type CountryEntry,
  type CountryLang,
  countryEntries,
  DEFAULT_COUNTRY_KEY,
  findCountryByDial,
  findCountryByKey,
  matchesCountry,
} from './countries';

const LANGS: readonly CountryLang[] = ['ar', 'en'];
const ARABIC_LETTER = /[\u0621-\u064A]/;

function entryFor(lang: CountryLang, key: string): CountryEntry {
  const entry = countryEntries(lang).find((e) => e.key === key);
  if (!entry) throw new Error(`no entry for ${key}`);
  return entry;
}

describe('COUNTRIES', () => {
  it('has about 240 entries with unique two-letter upper-case keys', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    const keys = COUNTRIES.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Z]{2}$/);
  });

  it('has digits-only dial codes', () => {
    for (const c of COUNTRIES) expect(c.dial, c.key).toMatch(/^[1-9]\d{0,3}$/);
  });

  it('has non-empty names, Arabic letters in the Arabic name and none in the English one', () => {
    for (const c of COUNTRIES) {
      expect(c.name.ar.trim(), c.key).not.toBe('');
      expect(c.name.en.trim(), c.key).not.toBe('');
      expect(c.name.ar, c.key).toMatch(ARABIC_LETTER);
      expect(c.name.en, c.key).not.toMatch(ARABIC_LETTER);
    }
  });

  it('has no two countries with the same name in one language', () => {
    for (const lang of LANGS) {
      const names = COUNTRIES.map((c) => c.name[lang]);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        lang,
      ).toEqual([]);
    }
  });

  it('uses the expected ITU codes for a sample of countries', () => {
    const dials = Object.fromEntries(COUNTRIES.map((c) => [c.key, c.dial]));
    expect(dials).toMatchObject({
      SA: '966',
      LY: '218',
      EG: '20',
      AE: '971',
      GB: '44',
      US: '1',
      CA: '1',
      RU: '7',
      JM: '1876',
      XK: '383',
      SS: '211',
    });
  });

  it('uses the expected names for a sample of countries', () => {
    const sa = findCountryByKey('SA');
    expect(sa?.name).toEqual({ ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' });
    expect(findCountryByKey('LY')?.name).toEqual({ ar: 'ليبيا', en: 'Libya' });
    expect(findCountryByKey('EG')?.name).toEqual({ ar: 'مصر', en: 'Egypt' });
    expect(findCountryByKey('AE')?.name).toEqual({ ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' });
    expect(findCountryByKey('GB')?.name).toEqual({ ar: 'المملكة المتحدة', en: 'United Kingdom' });
  });
});

describe('countryEntries', () => {
  for (const lang of LANGS) {
    it(`puts SA then LY first, then sorts by name (${lang})`, () => {
      const entries = countryEntries(lang);
      expect(entries).toHaveLength(COUNTRIES.length);
      expect(entries[0]?.key).toBe('SA');
      expect(entries[1]?.key).toBe('LY');
      const collator = new Intl.Collator(lang === 'ar' ? 'ar' : 'en');
      const rest = entries.slice(2);
      expect(rest.map((e) => e.key)).not.toContain('SA');
      expect(rest.map((e) => e.key)).not.toContain('LY');
      for (let i = 1; i < rest.length; i++) {
        const prev = rest[i - 1];
        const cur = rest[i];
        if (!prev || !cur) throw new Error('unreachable');
        expect(collator.compare(prev.name, cur.name), `${prev.name} / ${cur.name}`).toBeLessThanOrEqual(0);
      }
    });

    it(`builds name, label and phone_code (${lang})`, () => {
      for (const e of countryEntries(lang)) {
        const country = findCountryByKey(e.key);
        expect(country, e.key).toBeDefined();
        expect(e.name).toBe(country?.name[lang]);
        expect(e.phone_code).toBe(country?.dial);
        expect(e.label).toBe(`${e.name} \u2068(+${e.phone_code})\u2069`);
      }
    });
  }

  it('labels Saudi Arabia in both languages', () => {
    expect(countryEntries('ar')[0]).toEqual({
      key: 'SA',
      name: 'المملكة العربية السعودية',
      label: 'المملكة العربية السعودية \u2068(+966)\u2069',
      phone_code: '966',
    });
    expect(countryEntries('en')[0]?.label).toBe('Saudi Arabia \u2068(+966)\u2069');
  });

  it('returns fresh arrays', () => {
    const a = countryEntries('en');
    a.pop();
    expect(countryEntries('en')).toHaveLength(COUNTRIES.length);
  });
});

describe('finders', () => {
  it('defaults to Saudi Arabia', () => {
    expect(DEFAULT_COUNTRY_KEY).toBe('SA');
    expect(findCountryByKey(DEFAULT_COUNTRY_KEY)?.dial).toBe('966');
  });

  it('finds by key case-insensitively', () => {
    expect(findCountryByKey('sa')?.key).toBe('SA');
    expect(findCountryByKey('Ly')?.key).toBe('LY');
    expect(findCountryByKey('EG')?.key).toBe('EG');
    expect(findCountryByKey('ZZ')).toBeUndefined();
    expect(findCountryByKey('')).toBeUndefined();
  });

  it('finds by dial code with or without + / 00', () => {
    expect(findCountryByDial('966')?.key).toBe('SA');
    expect(findCountryByDial('+966')?.key).toBe('SA');
    expect(findCountryByDial('00966')?.key).toBe('SA');
    expect(findCountryByDial('+20')?.key).toBe('EG');
    expect(findCountryByDial('218')?.key).toBe('LY');
    expect(findCountryByDial('1876')?.key).toBe('JM');
    expect(findCountryByDial('+1 876')?.key).toBe('JM');
    expect(findCountryByDial('٩٦٦')?.key).toBe('SA');
    expect(findCountryByDial('')).toBeUndefined();
    expect(findCountryByDial('+')).toBeUndefined();
    expect(findCountryByDial('999')).toBeUndefined();
    expect(findCountryByDial('abc')).toBeUndefined();
  });

  it('returns the main country for shared codes', () => {
    const main: Record<string, string> = {
      '1': 'US',
      '7': 'RU',
      '39': 'IT',
      '44': 'GB',
      '47': 'NO',
      '61': 'AU',
      '64': 'NZ',
      '212': 'MA',
      '262': 'RE',
      '358': 'FI',
      '590': 'GP',
      '599': 'CW',
    };
    const counts = new Map<string, number>();
    for (const c of COUNTRIES) counts.set(c.dial, (counts.get(c.dial) ?? 0) + 1);
    const shared = [...counts].filter(([, n]) => n > 1).map(([d]) => d);
    expect(shared.sort()).toEqual(Object.keys(main).sort());
    for (const [dial, key] of Object.entries(main)) expect(findCountryByDial(dial)?.key, dial).toBe(key);
  });

  it('finds every country by its own key, and every unshared dial code', () => {
    for (const c of COUNTRIES) {
      expect(findCountryByKey(c.key)).toBe(c);
      expect(findCountryByDial(c.dial)?.dial).toBe(c.dial);
    }
  });
});

describe('matchesCountry', () => {
  const saAr = entryFor('ar', 'SA');
  const saEn = entryFor('en', 'SA');
  const egAr = entryFor('ar', 'EG');
  const egEn = entryFor('en', 'EG');
  const aeAr = entryFor('ar', 'AE');

  it('matches Arabic names ignoring hamza forms, ta marbuta, alef maqsura and diacritics', () => {
    expect(matchesCountry(saAr, 'السعودية')).toBe(true);
    expect(matchesCountry(saAr, 'السعوديه')).toBe(true);
    expect(matchesCountry(saAr, 'المملكه العربيه')).toBe(true);
    expect(matchesCountry(aeAr, 'الامارات')).toBe(true);
    expect(matchesCountry(aeAr, 'الإمارات')).toBe(true);
    expect(matchesCountry(entryFor('ar', 'IS'), 'ايسلندا')).toBe(true);
    expect(matchesCountry(entryFor('ar', 'OM'), 'عمان')).toBe(true);
    expect(matchesCountry(entryFor('ar', 'EG'), 'مِصْر')).toBe(true);
    expect(matchesCountry(saAr, 'مصر')).toBe(false);
  });

  it('matches English names case-insensitively and ignoring accents', () => {
    expect(matchesCountry(egEn, 'egypt')).toBe(true);
    expect(matchesCountry(egEn, 'EGY')).toBe(true);
    expect(matchesCountry(saEn, 'saudi')).toBe(true);
    expect(matchesCountry(entryFor('en', 'CI'), 'cote d')).toBe(true);
    expect(matchesCountry(entryFor('en', 'GW'), 'guinea bissau')).toBe(true);
    expect(matchesCountry(egEn, 'libya')).toBe(false);
  });

  it('matches the name in the other language too', () => {
    expect(matchesCountry(egAr, 'Egypt')).toBe(true);
    expect(matchesCountry(egEn, 'مصر')).toBe(true);
  });

  it('matches the dial code with or without +', () => {
    expect(matchesCountry(egAr, '+20')).toBe(true);
    expect(matchesCountry(egAr, '20')).toBe(true);
    expect(matchesCountry(egEn, '+20')).toBe(true);
    expect(matchesCountry(saAr, '+966')).toBe(true);
    expect(matchesCountry(saAr, '966')).toBe(true);
    expect(matchesCountry(saAr, '00966')).toBe(true);
    expect(matchesCountry(saAr, '٩٦٦')).toBe(true);
    expect(matchesCountry(saAr, '+20')).toBe(false);
    expect(matchesCountry(egAr, '966')).toBe(false);
  });

  it('matches the two-letter key', () => {
    expect(matchesCountry(egAr, 'EG')).toBe(true);
    expect(matchesCountry(egEn, 'eg')).toBe(true);
    expect(matchesCountry(saAr, 'sa')).toBe(true);
    expect(matchesCountry(egAr, 'LY')).toBe(false);
  });

  it('matches everything on an empty query', () => {
    expect(matchesCountry(egAr, '')).toBe(true);
    expect(matchesCountry(egAr, '  ')).toBe(true);
  });

  it('finds exactly Egypt for "+20" over the whole list', () => {
    expect(
      countryEntries('ar')
        .filter((e) => matchesCountry(e, '+20'))
        .map((e) => e.key),
    ).toEqual(['EG']);
  });
});
