import { describe, expect, it, vi } from 'vitest';
import { createI18nValue } from './I18nProvider';
import { FOREIGN_DIGITS, LANGUAGES, localeOf } from './language';

describe('plural forms', () => {
  it('uses the six Arabic forms', () => {
    const { plural } = createI18nValue('ar');
    expect(plural('count.courses', 0)).toBe('لا توجد دورات');
    expect(plural('count.courses', 1)).toBe('دورة واحدة');
    expect(plural('count.courses', 2)).toBe('دورتان');
    expect(plural('count.courses', 3)).toContain('٣');
    expect(plural('count.courses', 3)).toMatch(/دورات/);
    expect(plural('count.courses', 11)).toMatch(/دورة/);
    expect(plural('count.courses', 100)).toMatch(/دورة/);
  });

  it('uses English one/other and reads zero as zero', () => {
    const { plural } = createI18nValue('en');
    expect(plural('count.courses', 0)).toBe('No courses');
    expect(plural('count.courses', 1)).toBe('1 course');
    expect(plural('count.courses', 5)).toBe('5 courses');
    expect(plural('count.courses', 1200)).toBe('1,200 courses');
  });
});

describe('formatters', () => {
  it('formats prices with the currency, two decimals when exact', () => {
    const en = createI18nValue('en').format;
    expect(en.price(349, 'EGP')).toMatch(/EGP\s?349$/);
    expect(en.price(349, 'EGP', { exact: true })).toMatch(/EGP\s?349\.00$/);
    expect(en.price(10, 'not a code')).toMatch(/EGP/);
    const ar = createI18nValue('ar').format;
    expect(ar.price(349, 'EGP', { exact: true })).toMatch(/٣٤٩٫٠٠/);
  });

  it('formats dates, with the fallback for a missing or unreadable one', () => {
    const en = createI18nValue('en').format;
    expect(en.date('2025-03-04T10:00:00Z', '—')).toBe('Mar 4, 2025');
    expect(en.date(null, 'Not available')).toBe('Not available');
    expect(en.date('garbage', 'Not available')).toBe('Not available');
  });

  it('formats percentages', () => {
    expect(createI18nValue('en').format.percent(14)).toBe('14%');
  });
});

describe('one digit style per language (Arabic-Indic in Arabic, Latin in English)', () => {
  // Every way the UI writes a number: formatters, plural counts, and numbers given to a message.
  const outputs = (lang: 'ar' | 'en') => {
    const { format, plural, t } = createI18nValue(lang);
    return {
      number: format.number(1234567.5),
      digits: format.digits(2025),
      price: format.price(1499.5, 'EGP', { exact: true }),
      percent: format.percent(14),
      date: format.date('2026-11-21T09:30:00Z', '—'),
      plural: plural('count.courses', 12),
      unread: plural('count.unreadNotifications', 11),
      position: t('verify.digit', { index: 3, total: 6 }),
      year: t('footer.copyright', { year: 2025, name: 'Dars' }),
      coursesUsed: t('plan.coursesUsed', { used: format.number(2), limit: format.number(10) }),
    };
  };

  it.each(LANGUAGES)('%s: no digit of the other style in any formatted or translated number', (lang) => {
    const out = outputs(lang);
    const foreign = Object.entries(out).filter(([, text]) => FOREIGN_DIGITS[lang].test(text));
    expect(foreign).toEqual([]);
    // And the numbers are really there, in the language's own digits.
    for (const [what, text] of Object.entries(out)) {
      expect(text, what).toMatch(lang === 'ar' ? /[\u0660-\u0669]/ : /[0-9]/);
    }
  });

  it('writes the Arabic forms a reader expects', () => {
    const { format, t } = createI18nValue('ar');
    expect(format.digits(2025)).toBe('٢٠٢٥');
    expect(format.number(1200)).toBe('١٬٢٠٠');
    expect(t('verify.digit', { index: 1, total: 6 })).toBe('الرقم ١ من ٦');
    const en = createI18nValue('en');
    expect(en.format.digits(2025)).toBe('2025');
    expect(en.t('verify.digit', { index: 1, total: 6 })).toBe('Digit 1 of 6');
  });
});

describe('Intl formatters', () => {
  it('are made once per language and options, however many counts, prices and dates are drawn', () => {
    const { plural, format } = createI18nValue('ar');
    plural('count.courses', 3);
    format.price(10, 'EGP');
    format.date('2025-01-02', '');
    format.percent(1);
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const plurals = vi.spyOn(Intl, 'PluralRules');
    try {
      for (let i = 1; i < 50; i += 1) {
        plural('count.courses', i);
        format.price(i, 'EGP');
        format.percent(i);
        format.date('2025-01-02', '');
      }
      const again = createI18nValue('ar');
      expect(again.plural('count.courses', 3)).toBe(plural('count.courses', 3));
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      expect(plurals).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('whole numbers without Intl', () => {
  const wholes = [0, 7, 10, 99, 2025, 123_456_789, Number.MAX_SAFE_INTEGER];

  it.each(LANGUAGES)('writes whole numbers exactly as Intl does (%s)', (lang) => {
    const { format } = createI18nValue(lang);
    const intl = new Intl.NumberFormat(localeOf(lang), { useGrouping: false, maximumFractionDigits: 20 });
    for (const value of wholes) expect(format.digits(value)).toBe(intl.format(value));
    // Fractions and negatives are still Intl's (the decimal separator and the sign differ by language).
    for (const value of [1.5, -3, 0.25]) expect(format.digits(value)).toBe(intl.format(value));
  });

  it("draws the footer's year without setting up an Intl formatter; a fraction's digits set one up", async () => {
    vi.resetModules();
    const fresh = await import('./I18nProvider');
    await (await import('./translate')).loadMessages('ar');
    // Constructions counted by a subclass (a spy cannot stand in for a constructor that is called).
    const Real = Intl.NumberFormat;
    let made = 0;
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    }
    Intl.NumberFormat = Counted as typeof Intl.NumberFormat;
    try {
      const { t, format } = fresh.createI18nValue('ar');
      expect(t('footer.copyright', { year: 2025, name: 'درس' })).toContain('٢٠٢٥');
      expect(format.digits(2025)).toBe('٢٠٢٥');
      expect(made).toBe(0);
      expect(format.digits(1.5)).toBe('١٫٥');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

describe('numbers, prices, percentages, counts and dates written by hand, exactly as Intl writes them', () => {
  // Whole numbers, decimals that round either way (1.005 is 1.01: Intl rounds the shortest spelling), carries.
  const values = [
    ...Array.from({ length: 1200 }, (_, i) => i),
    ...Array.from({ length: 300 }, (_, i) => i * 37.25 + 0.005),
    0.5,
    0.125,
    1.005,
    2.675,
    9.995,
    99.999,
    999.9995,
    1234.5678,
    1e15,
    123_456_789.5,
    Number.MAX_SAFE_INTEGER,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    0.0007,
    45.5,
    33.333,
    100,
    1000.5,
  ];
  const currencies = ['EGP', 'SAR', 'AED', 'KWD', 'QAR', 'JOD', 'BHD', 'OMR', 'USD', 'EUR', 'GBP'];

  it.each(LANGUAGES)('grouped numbers, prices and percentages (%s)', (lang) => {
    const { format } = createI18nValue(lang);
    const locale = localeOf(lang);
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    for (const value of values) {
      expect(format.number(value)).toBe(number.format(value));
      expect(format.percent(value)).toBe(percent.format(value / 100));
    }
    for (const currency of currencies) {
      for (const exact of [false, true]) {
        const price = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: exact ? 2 : 0,
          maximumFractionDigits: 2,
        });
        for (const value of values) expect(format.price(value, currency, { exact })).toBe(price.format(value));
      }
    }
    // What the hand does not write is still Intl's: a negative value, a currency not listed.
    expect(format.number(-1200)).toBe(number.format(-1200));
    expect(format.price(-5, 'EGP')).toBe(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EGP',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      }).format(-5),
    );
    expect(format.price(12.5, 'JPY')).toBe(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'JPY',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      }).format(12.5),
    );
  });

  it.each(LANGUAGES)('counts take the plural form Intl.PluralRules gives (%s)', async (lang) => {
    const { createTranslator, loadMessages } = await import('./translate');
    await loadMessages(lang);
    const { plural } = createI18nValue(lang);
    const rules = new Intl.PluralRules(localeOf(lang));
    const number = new Intl.NumberFormat(localeOf(lang));
    // A translator that shows which form was asked for, and the count as written.
    const t = createTranslator(lang);
    const shown = (key: string, params?: Record<string, unknown>) => `${key} ${String(params?.count)}`;
    const { pluralize } = await import('./format');
    for (const count of [...Array.from({ length: 1200 }, (_, i) => i + 1), 0.5, 1.5, 2.5, 3.5, 10.5, 100.5, 12_001]) {
      expect(pluralize(shown as typeof t, localeOf(lang), 'count.courses', count)).toBe(
        `count.courses.${rules.select(count)} ${number.format(count)}`,
      );
    }
    expect(plural('count.courses', 0)).toBe(t('count.courses.zero', { count: number.format(0) }));
  });

  it.each(LANGUAGES)("dates, in the reader's time zone (%s)", (lang) => {
    const { format } = createI18nValue(lang);
    const day = 86_400_000;
    // Every 1009th day from 1000 to 9999, every day of 2023 to 2025 (month and year ends, a leap day) and
    // each hour of five days around each of two clock changes and a new year (the day a time falls on
    // depends on the time zone).
    const span = (from: number, to: number, step: number) =>
      Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
    const hours = (year: number, month: number, date: number) =>
      span(Date.UTC(year, month, date, 0, 30), Date.UTC(year, month, date + 5), 3_600_000);
    const times = [
      ...span(Date.UTC(1000, 0, 1, 12), Date.UTC(9999, 11, 31), 1009 * day),
      ...span(Date.UTC(2023, 0, 1, 12), Date.UTC(2025, 11, 31, 12), day),
      ...hours(2024, 2, 8),
      ...hours(2024, 9, 31),
      ...hours(2024, 11, 29),
    ];
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Africa/Cairo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        const intl = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' });
        expect(intl.resolvedOptions().timeZone).toBe(tz);
        const hand = times.map((time) => format.date(new Date(time).toISOString(), ''));
        expect(hand).toEqual(times.map((time) => intl.format(time)));
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    // What the hand does not write is still Intl's: a year outside 1000–9999.
    const intl = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' });
    for (const text of ['0999-12-31T12:00:00Z', '+010000-01-01T12:00:00Z'])
      expect(format.date(text, '')).toBe(intl.format(Date.parse(text)));
  });

  it('a page of prices, counts, ratings, percentages and dates sets up no Intl object (ICU is never set up for it)', async () => {
    // Fresh modules: no formatter made by an earlier test is kept.
    vi.resetModules();
    const fresh = await import('./I18nProvider');
    const { loadMessages } = await import('./translate');
    for (const lang of LANGUAGES) await loadMessages(lang);
    const [RealNumber, RealPlural, RealDate] = [Intl.NumberFormat, Intl.PluralRules, Intl.DateTimeFormat];
    let made = 0;
    Intl.NumberFormat = class extends RealNumber {
      constructor(...args: ConstructorParameters<typeof RealNumber>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    (Intl as { PluralRules: typeof Intl.PluralRules }).PluralRules = class extends RealPlural {
      constructor(...args: ConstructorParameters<typeof RealPlural>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.PluralRules;
    Intl.DateTimeFormat = class extends RealDate {
      constructor(...args: ConstructorParameters<typeof RealDate>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      for (const lang of LANGUAGES) {
        const { plural, format } = fresh.createI18nValue(lang);
        expect(plural('count.courses', 12)).toMatch(lang === 'ar' ? /١٢/ : /12/);
        expect(format.price(349, 'EGP')).toMatch(lang === 'ar' ? /٣٤٩/ : /349/);
        expect(format.price(349, 'EGP', { exact: true })).toMatch(lang === 'ar' ? /٣٤٩٫٠٠/ : /349\.00/);
        expect(format.number(1200)).toBe(lang === 'ar' ? '١٬٢٠٠' : '1,200');
        expect(format.percent(45)).toBe(lang === 'ar' ? '٤٥٪\u061C' : '45%');
        // A notification's, a review's or a certificate's date (the bell drew its rows' dates as it first opened).
        expect(format.date('2025-12-28T12:40:00.000Z', '')).toBe(
          lang === 'ar' ? '٢٨\u200F/١٢\u200F/٢٠٢٥' : 'Dec 28, 2025',
        );
      }
      expect(made).toBe(0);
    } finally {
      Intl.NumberFormat = RealNumber;
      (Intl as { PluralRules: typeof Intl.PluralRules }).PluralRules = RealPlural;
      Intl.DateTimeFormat = RealDate;
    }
  });
});
