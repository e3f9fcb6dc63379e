import type { MessageKey } from './messages';
import type { Params, Translate } from './types';

/** The bases of plural messages: `count.courses` for `count.courses.one`, `.other`, … */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

/**
 * Intl's formatters, made once per locale and options: making one costs far more than using it (a course
 * page that made plural rules, number and date formats afresh for every count, price and date it draws
 * would spend a large part of its first render on them).
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
 * The app's two locales (language.ts, localeOf), written by hand exactly as Intl writes them (the tests
 * compare the two over thousands of values, and the stories' pictures are Chromium's own Intl output). A
 * page's first Intl number costs two long steps, ICU setting the locale up and then its number formatting,
 * tens of milliseconds each on a phone, which every page with a price, a count or a rating would pay during
 * its first render; a page's first Intl date format costs as much, which opening the bell (its rows' dates)
 * and a course's reviews tab would pay inside the tap. Intl stays the answer for what the table does not
 * cover: another locale, a negative or non-finite value, a currency not listed, and a year outside 1000–9999.
 */
interface HandLocale {
  /** The code of the digit zero. */
  zero: number;
  group: string;
  decimal: string;
  percent: (number: string) => string;
  currency: (number: string, symbol: string) => string;
  /** Intl's `dateStyle: 'medium'`, in Latin digits: day and month 1–12 as numbers, the year's four digits. */
  date: (day: number, month: number, year: number) => string;
  lang: 'ar' | 'en';
}
const twoDigits = (value: number) => String(value).padStart(2, '0');
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HAND: Record<string, HandLocale> = {
  'ar-EG-u-nu-arab': {
    zero: 0x660,
    group: '\u066C',
    decimal: '\u066B',
    percent: (number) => `${number}\u066A\u061C`,
    currency: (number, symbol) => `\u200F${number}\u00A0${symbol}`,
    // 28‏/12‏/2025: a right-to-left mark before each slash.
    date: (day, month, year) => `${twoDigits(day)}\u200F/${twoDigits(month)}\u200F/${year}`,
    lang: 'ar',
  },
  'en-US-u-nu-latn': {
    zero: 0x30,
    group: ',',
    decimal: '.',
    percent: (number) => `${number}%`,
    currency: (number, symbol) => `${symbol}${number}`,
    date: (day, month, year) => `${MONTHS_EN[month - 1]} ${day}, ${year}`,
    lang: 'en',
  },
};
/** The currencies written by hand, as ICU's Arabic and English name them (the Arabic ones end with a mark). */
const CURRENCY_SYMBOLS: Record<string, { ar: string; en: string }> = {
  EGP: { ar: 'ج.م.\u200F', en: 'EGP\u00A0' },
  SAR: { ar: 'ر.س.\u200F', en: 'SAR\u00A0' },
  AED: { ar: 'د.إ.\u200F', en: 'AED\u00A0' },
  KWD: { ar: 'د.ك.\u200F', en: 'KWD\u00A0' },
  QAR: { ar: 'ر.ق.\u200F', en: 'QAR\u00A0' },
  JOD: { ar: 'د.أ.\u200F', en: 'JOD\u00A0' },
  BHD: { ar: 'د.ب.\u200F', en: 'BHD\u00A0' },
  OMR: { ar: 'ر.ع.\u200F', en: 'OMR\u00A0' },
  USD: { ar: 'US$', en: '$' },
  EUR: { ar: '€', en: '€' },
  GBP: { ar: 'UK£', en: '£' },
};

/** `text` with its Latin digits written in the numbering system whose zero is `zero`. */
function inDigits(text: string, zero: number): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
}

/**
 * A number of at least zero as the locale writes it, rounded as Intl rounds (half away from zero, on the
 * number's shortest decimal spelling: 1.005 is 1.01), with `minFraction` to `maxFraction` decimals, or
 * undefined where Intl must answer. `shift` moves the decimal point right first (a percentage's 100).
 */
function handNumber(hand: HandLocale, value: number, minFraction: number, maxFraction: number, shift = 0) {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return undefined;
  const text = String(value);
  if (/e/i.test(text)) return undefined;
  const [rawWhole = '0', rawFraction = ''] = text.split('.');
  const padded = rawFraction.padEnd(shift, '0');
  let whole = (rawWhole + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
  let fraction = padded.slice(shift);
  if (fraction.length > maxFraction) {
    const up = fraction.charCodeAt(maxFraction) >= 0x35;
    fraction = fraction.slice(0, maxFraction);
    if (up) {
      // One more in the last place kept, carried leftwards.
      const digits = (whole + fraction).split('');
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === '9') {
        digits[i] = '0';
        i -= 1;
      }
      if (i < 0) digits.unshift('1');
      else digits[i] = String(Number(digits[i]) + 1);
      whole = digits.slice(0, digits.length - fraction.length).join('');
      fraction = digits.slice(digits.length - fraction.length).join('');
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, hand.group);
  const written = fraction ? `${grouped}${hand.decimal}${fraction}` : grouped;
  return inDigits(written, hand.zero);
}

/** A quantity as Intl's default number format writes it (up to three decimals). */
function writeNumber(locale: string, value: number): string {
  const hand = HAND[locale];
  return (hand && handNumber(hand, value, 0, 3)) ?? numberFormat(locale).format(value);
}

/**
 * The plural category of `count`, by CLDR's rules for Arabic and English (what Intl.PluralRules answers;
 * the tests compare them): a decimal count is `other` in both.
 */
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  const lang = HAND[locale]?.lang;
  if (!lang) return pluralRules(locale).select(count);
  const n = Math.abs(count);
  const whole = Number.isInteger(n);
  if (lang === 'en') return n === 1 ? 'one' : 'other';
  if (!whole) return 'other';
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return 'few';
  if (rest >= 11) return 'many';
  return 'other';
}

/** A count in words, by the language's plural rules (Arabic has six forms); 0 always reads as `.zero`. */
export function pluralize(t: Translate, locale: string, base: PluralBase, count: number, params: Params = {}): string {
  const category = count === 0 ? 'zero' : pluralCategory(locale, count);
  const formatted = writeNumber(locale, count);
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
  // language's own digits, never a mix. The app's two locales are written by hand (HAND); an Intl
  // formatter, where one is needed, is made when first used, not here.
  let digits: Intl.NumberFormat | undefined;
  const hand = HAND[locale];
  const zero = ZERO_OF_SYSTEM[/-u-(?:.+-)?nu-([a-z]+)/.exec(locale)?.[1] ?? ''];
  return {
    number: (value) => writeNumber(locale, value),
    digits: (value) => {
      // A whole number (a year, a position, a count in a message) is written digit by digit: the footer's
      // year alone would otherwise set up Intl during every page's first render.
      if (zero !== undefined && Number.isSafeInteger(value) && value >= 0) {
        return inDigits(String(value), zero);
      }
      digits ??= numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
      return digits.format(value);
    },
    price: (amount, currency, options = {}) => {
      const code = /^[A-Z]{3}$/i.test(currency.trim()) ? currency.trim().toUpperCase() : 'EGP';
      const symbol = hand && CURRENCY_SYMBOLS[code]?.[hand.lang];
      const written = symbol !== undefined && hand ? handNumber(hand, amount, options.exact ? 2 : 0, 2) : undefined;
      if (written !== undefined && symbol !== undefined && hand) return hand.currency(written, symbol);
      return numberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: options.exact ? 2 : 0,
        maximumFractionDigits: 2,
      }).format(amount);
    },
    percent: (value) => {
      // Intl's percent format writes value / 100 moved two places right: so does the hand.
      const written = hand ? handNumber(hand, value / 100, 0, 2, 2) : undefined;
      if (written !== undefined && hand) return hand.percent(written);
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
    },
    date: (value, fallback) => {
      if (!value) return fallback;
      const time = Date.parse(value);
      if (Number.isNaN(time)) return fallback;
      // The day in the reader's time zone, as Intl's formatter (which has no time zone of its own) shows it.
      const when = new Date(time);
      const year = when.getFullYear();
      if (hand && year >= 1000 && year <= 9999)
        return inDigits(hand.date(when.getDate(), when.getMonth() + 1, year), hand.zero);
      return dateFormat(locale, { dateStyle: 'medium' }).format(time);
    },
  };
}
