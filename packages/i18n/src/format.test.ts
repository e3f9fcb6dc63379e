import { describe, expect, it } from 'vitest';
import { createI18nValue } from './I18nProvider';

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
