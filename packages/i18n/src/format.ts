import type { MessageKey } from './messages';
import type { Params, Translate } from './types';

/** The bases of plural messages: `count.courses` for `count.courses.one`, `.other`, … */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

/** A count in words, by the language's plural rules (Arabic has six forms); 0 always reads as `.zero`. */
export function pluralize(t: Translate, locale: string, base: PluralBase, count: number, params: Params = {}): string {
  const category = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count);
  const formatted = new Intl.NumberFormat(locale).format(count);
  return t(`${base}.${category}` as MessageKey, { ...params, count: formatted });
}

export interface Formatters {
  /** A quantity, grouped by the language's rules ("1,200", "١٬٢٠٠"). */
  number: (value: number) => string;
  /** A number written without grouping, in the language's digits: years, positions ("2025", "٢٠٢٥"). */
  digits: (value: number) => string;
  /** A price with its currency; `exact` shows two decimals (the cart). */
  price: (amount: number, currency: string, options?: { exact?: boolean }) => string;
  percent: (value: number) => string;
  /** A date from the server; `fallback` when it is missing or unreadable. */
  date: (value: string | null | undefined, fallback: string) => string;
}

export function createFormatters(locale: string): Formatters {
  // The locale carries the numbering system (language.ts, localeOf): every formatter below writes the
  // language's own digits, never a mix.
  const number = new Intl.NumberFormat(locale);
  const digits = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
  return {
    number: (value) => number.format(value),
    digits: (value) => digits.format(value),
    price: (amount, currency, options = {}) => {
      const code = /^[A-Z]{3}$/i.test(currency.trim()) ? currency.trim().toUpperCase() : 'EGP';
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: options.exact ? 2 : 0,
        maximumFractionDigits: 2,
      }).format(amount);
    },
    percent: (value) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    date: (value, fallback) => {
      if (!value) return fallback;
      const time = Date.parse(value);
      if (Number.isNaN(time)) return fallback;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
    },
  };
}
