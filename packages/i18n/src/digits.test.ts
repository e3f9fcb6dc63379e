import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it('writes each Arabic-Indic and Persian digit as the Latin digit of its value, and nothing else', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits(' DARS١٠ + درس 7 ')).toBe(' DARS10 + درس 7 ');
  });
});
