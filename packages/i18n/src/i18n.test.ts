import { describe, expect, it, vi } from 'vitest';
import { createTranslator, dictionaries, directionOf, isLanguage, otherLanguage, readStoredLanguage } from './index';

describe('dictionaries', () => {
  it('have exactly the same keys in Arabic and English', () => {
    const arKeys = Object.keys(dictionaries.ar).sort();
    const enKeys = Object.keys(dictionaries.en).sort();
    expect(arKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !arKeys.includes(k))).toEqual([]);
  });

  it('have no empty message and keep the same placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of Object.keys(dictionaries.en) as (keyof typeof dictionaries.en)[]) {
      expect(dictionaries.ar[key].trim(), key).not.toBe('');
      expect(dictionaries.en[key].trim(), key).not.toBe('');
      expect(placeholders(dictionaries.ar[key]), key).toEqual(placeholders(dictionaries.en[key]));
    }
  });
});

describe('createTranslator', () => {
  it('translates and interpolates in each language', () => {
    expect(createTranslator('en')('home.welcome', { name: 'Dars' })).toBe('Welcome to Dars');
    expect(createTranslator('ar')('home.welcome', { name: 'درس' })).toBe('مرحبًا بك في درس');
  });
});

describe('language helpers', () => {
  it('maps Arabic to rtl and English to ltr', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(otherLanguage('ar')).toBe('en');
    expect(otherLanguage('en')).toBe('ar');
  });
  it('accepts only ar and en', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
  it('reads the stored language: ar or en, else none (also when storage is refused)', () => {
    localStorage.setItem('lang', 'en');
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('lang', 'fr');
    expect(readStoredLanguage()).toBeNull();
    localStorage.removeItem('lang');
    expect(readStoredLanguage()).toBeNull();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredLanguage()).toBeNull();
    getItem.mockRestore();
  });
});
