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

  it("draws the footer's year without setting up an Intl formatter; the first grouped number sets one up", async () => {
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
      expect(format.number(1200)).toBe('١٬٢٠٠');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

describe('Intl set up while the page waits', () => {
  it('makes the number format and plural rules a step per task; the screen then uses them', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const translate = await import('./translate');
    await translate.loadMessages('en');
    vi.useFakeTimers();
    // Constructions counted by subclasses (a spy cannot stand in for a constructor that is called).
    const [RealNumber, RealPlural] = [Intl.NumberFormat, Intl.PluralRules];
    let made = 0;
    let rules = 0;
    Intl.NumberFormat = class extends RealNumber {
      constructor(...args: ConstructorParameters<typeof RealNumber>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    (Intl as { PluralRules: typeof Intl.PluralRules }).PluralRules = class extends RealPlural {
      constructor(...args: ConstructorParameters<typeof RealPlural>) {
        super(...args);
        rules += 1;
      }
    } as typeof Intl.PluralRules;
    try {
      const locale = localeOf('en');
      fresh.warmFormatters(locale);
      // Nothing is made at once: only the first step is waiting, for a task of its own.
      expect([made, rules, vi.getTimerCount()]).toEqual([0, 0, 1]);
      // Three steps, each in a task of its own: ICU for the locale, the number format, the plural rules.
      vi.advanceTimersToNextTimer();
      expect([made, rules, vi.getTimerCount()]).toEqual([0, 0, 1]);
      vi.advanceTimersToNextTimer();
      expect([made, rules, vi.getTimerCount()]).toEqual([1, 0, 1]);
      vi.advanceTimersToNextTimer();
      expect([made, rules, vi.getTimerCount()]).toEqual([1, 1, 0]);
      // The screen's first grouped number and count use what was made beforehand.
      const format = fresh.createFormatters(locale);
      expect(format.number(1200)).toBe('1,200');
      const t = translate.createTranslator('en');
      expect(fresh.pluralize(t, locale, 'count.courses', 3)).toContain('3');
      expect([made, rules]).toEqual([1, 1]);
    } finally {
      Intl.NumberFormat = RealNumber;
      (Intl as { PluralRules: typeof Intl.PluralRules }).PluralRules = RealPlural;
      vi.useRealTimers();
    }
  });
});
