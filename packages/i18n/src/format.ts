import type { MessageKey } from './messages';
import type { Params, Translate } from './types';

/** The bases of plural messages: `count.courses` for `count.courses.one`, `.other`, … */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

/**
 * Intl's formatters, made once per locale and options: making one costs far more than using it (measured
 * on a course page at 4x CPU slowdown: 350 ms of the first render went to making plural rules, number and
 * date formats afresh for every count, price and date drawn).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (!value) {
    value = make();
    made.set(key, value);
  }
  return value;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string) => once(`plural ${locale}`, () => new Intl.PluralRules(locale));

/**
 * Sets Intl up for `locale` while the page waits (for its data, its screen's code), a step per task, so
 * that the first price, count or rating drawn does not pay for it. The page's first Intl formatter costs
 * about 100 ms at 4x CPU slowdown in one task: ~60 ms to set up ICU for the locale, which any Intl call
 * does (`getCanonicalLocales` is the cheapest that does it), then ~40 ms for the number format; two tasks
 * of that size block the page for ~10 ms where one blocked it for ~50 ms (Lighthouse's TBT counts what a
 * task takes beyond 50 ms). Then the plural rules (a few ms). A formatter asked for before its step has
 * run is simply made then, as before.
 */
export function warmFormatters(locale: string): void {
  const steps = [() => Intl.getCanonicalLocales(locale), () => numberFormat(locale), () => pluralRules(locale)];
  // Timers, not idle callbacks: Chromium grants no idle period while a page is loading, and measured at 4x,
  // the first idle callback came after the home page had drawn its first prices.
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** A count in words, by the language's plural rules (Arabic has six forms); 0 always reads as `.zero`. */
export function pluralize(t: Translate, locale: string, base: PluralBase, count: number, params: Params = {}): string {
  const category = count === 0 ? 'zero' : pluralRules(locale).select(count);
  const formatted = numberFormat(locale).format(count);
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

/** The code of the digit zero of the numbering systems the app's locales name (language.ts, localeOf). */
const ZERO_OF_SYSTEM: Record<string, number> = { latn: 0x30, arab: 0x660 };

export function createFormatters(locale: string): Formatters {
  // The locale carries the numbering system (language.ts, localeOf): every formatter below writes the
  // language's own digits, never a mix. Each is made when first used, not here: the page's first Intl
  // formatter costs ~25 ms (~100 ms at 4x CPU slowdown) to set up, and a first screen that draws no
  // number (a policy, the login form) should not pay it before its first paint.
  let number: Intl.NumberFormat | undefined;
  let digits: Intl.NumberFormat | undefined;
  const zero = ZERO_OF_SYSTEM[/-u-(?:.+-)?nu-([a-z]+)/.exec(locale)?.[1] ?? ''];
  return {
    number: (value) => {
      number ??= numberFormat(locale);
      return number.format(value);
    },
    digits: (value) => {
      // A whole number (a year, a position, a count in a message) is written digit by digit: the footer's
      // year alone would otherwise set up Intl during every page's first render.
      if (zero !== undefined && Number.isSafeInteger(value) && value >= 0) {
        return String(value).replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
      }
      digits ??= numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
      return digits.format(value);
    },
    price: (amount, currency, options = {}) => {
      const code = /^[A-Z]{3}$/i.test(currency.trim()) ? currency.trim().toUpperCase() : 'EGP';
      return numberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: options.exact ? 2 : 0,
        maximumFractionDigits: 2,
      }).format(amount);
    },
    percent: (value) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    date: (value, fallback) => {
      if (!value) return fallback;
      const time = Date.parse(value);
      if (Number.isNaN(time)) return fallback;
      return dateFormat(locale, { dateStyle: 'medium' }).format(time);
    },
  };
}
