import { describe, expect, it } from 'vitest';
import { FOREIGN_DIGITS } from '../language';
import { ar as catalogueAr, en as catalogueEn, domains, type MessageKey } from './index';

type CatalogueKey = MessageKey;
const keys = Object.keys(catalogueEn) as CatalogueKey[];
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = /^(.+)\.(zero|one|two|few|many|other)$/;
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Keys whose Arabic value may lack Arabic letters (brand names, codes, a language's own name, a playback rate '1.5×'). */
const NON_ARABIC_KEYS: ReadonlySet<string> = new Set(['language.name.en', 'player.rate']);
/** Keys whose English value may hold Arabic letters (a language's own name). */
const ARABIC_IN_ENGLISH_KEYS: ReadonlySet<string> = new Set(['language.name.ar']);

const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const pluralBases = [...new Set(keys.map((k) => PLURAL_KEY.exec(k)?.[1]).filter((b) => b !== undefined))].sort();

describe('message domains', () => {
  it('define each key in one domain only', () => {
    const owners = new Map<string, string[]>();
    for (const [name, domain] of Object.entries(domains)) {
      for (const key of Object.keys(domain.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    expect(
      [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`),
    ).toEqual([]);
  });

  it.each(Object.entries(domains))('%s has the same keys in Arabic and English', (_, domain) => {
    expect(Object.keys(domain.ar).sort()).toEqual(Object.keys(domain.en).sort());
  });

  it('are what the combined dictionaries hold, nothing more', () => {
    const total = Object.values(domains).reduce((n, domain) => n + Object.keys(domain.en).length, 0);
    expect(Object.keys(catalogueEn)).toHaveLength(total);
    expect(Object.keys(catalogueAr)).toHaveLength(total);
  });
});

describe('message catalogue', () => {
  it('has exactly the same keys in Arabic and English', () => {
    const arKeys = Object.keys(catalogueAr).sort();
    const enKeys: string[] = [...keys].sort();
    expect(arKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !arKeys.includes(k))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const key of keys) {
      expect(catalogueEn[key].trim(), key).not.toBe('');
      expect(catalogueAr[key].trim(), key).not.toBe('');
    }
  });

  it('keeps the same placeholders in both languages, all written as {{name}}', () => {
    for (const key of keys) {
      expect(placeholders(catalogueAr[key]), key).toEqual(placeholders(catalogueEn[key]));
      for (const value of [catalogueEn[key], catalogueAr[key]]) {
        // Nothing brace-like is left once the well-formed placeholders are removed.
        expect(value.replace(/\{\{\s*\w+\s*\}\}/g, ''), key).not.toMatch(/[{}]/);
      }
    }
  });

  it('writes Arabic values with Arabic letters and English values without them', () => {
    for (const key of keys) {
      if (!NON_ARABIC_KEYS.has(key)) expect(catalogueAr[key], key).toMatch(ARABIC_LETTER);
      if (!ARABIC_IN_ENGLISH_KEYS.has(key)) expect(catalogueEn[key], key).not.toMatch(ARABIC_LETTER);
    }
  });

  it('writes the digits inside a message in the style of its language: no Latin digit in Arabic, no Arabic-Indic in English', () => {
    // "٦ أحرف على الأقل", not "6 أحرف": one digit style per language (language.ts, localeOf).
    const wrong = (lang: 'ar' | 'en', dictionary: Record<string, string>) =>
      keys.filter((key) => FOREIGN_DIGITS[lang].test(dictionary[key] ?? '')).map((key) => `${key}: ${dictionary[key]}`);
    expect(wrong('ar', catalogueAr)).toEqual([]);
    expect(wrong('en', catalogueEn)).toEqual([]);
  });

  it('contains the four keys the spec names', () => {
    for (const key of ['emailPasswordRequired', 'AllRequiredFieldsMustBeFilled', 'PasswordsDoNotMatch', 'enterEmail']) {
      expect(keys, key).toContain(key);
    }
  });

  it('covers the counts shown to the user', () => {
    expect(pluralBases).toEqual(
      expect.arrayContaining([
        'count.courses',
        'count.students',
        'count.lessons',
        'count.reviews',
        'count.unreadNotifications',
        'count.remainingCourses',
      ]),
    );
  });

  describe.each(pluralBases)('plural %s', (base) => {
    const key = (category: string) => `${base}.${category}` as CatalogueKey;

    it('has all six CLDR categories in both languages', () => {
      for (const category of PLURAL_CATEGORIES) {
        expect(catalogueEn[key(category)], `${base}.${category} (en)`).toBeTruthy();
        expect(catalogueAr[key(category)], `${base}.${category} (ar)`).toBeTruthy();
      }
    });

    it('uses no placeholder but {{count}}, and shows the count in few, many and other', () => {
      for (const category of PLURAL_CATEGORIES) {
        for (const value of [catalogueEn[key(category)], catalogueAr[key(category)]]) {
          expect(
            placeholders(value).every((p) => p === '{{count}}'),
            `${base}.${category}`,
          ).toBe(true);
          if (category === 'few' || category === 'many' || category === 'other') {
            expect(value, `${base}.${category}`).toContain('{{count}}');
          }
        }
      }
    });

    it('has a message for whatever category Intl.PluralRules picks', () => {
      const samples = [0, 1, 2, 3, 10, 11, 99, 100, 102, 1000];
      for (const [lang, dictionary] of [
        ['ar', catalogueAr],
        ['en', catalogueEn],
      ] as const) {
        const rules = new Intl.PluralRules(lang);
        for (const n of samples) {
          const chosen = dictionary[key(rules.select(n))];
          expect(chosen, `${lang} ${n}`).toBeTruthy();
          // English one (n = 1) is written without the placeholder; every other English count shows it.
          if (lang === 'en' && n !== 1) expect(chosen, `${lang} ${n}`).toContain('{{count}}');
        }
      }
    });
  });
});
