export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'rtl' | 'ltr';

export const DEFAULT_LANGUAGE: Language = 'ar';
/** The local-storage key the spec names for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/**
 * The language stored in local storage, or null when none is (or storage is refused). The one reading of
 * it: the app's, the API client's and the boot script's (app/boot), which sets the page's language before
 * anything is drawn.
 */
export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function directionOf(lang: Language): Direction {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(lang: Language): Language {
  return lang === 'ar' ? 'en' : 'ar';
}

/**
 * BCP 47 locale for Intl (Egypt's Arabic, US English), with the numbering system written out.
 *
 * Decision, one digit style per language: the Arabic UI writes every number it formats (counts,
 * prices, percentages, dates, years, positions such as "digit ١ of ٦", the bell's "١٠+" badge, plan
 * details, pagination) in Arabic-Indic digits (٠–٩), and the English UI in Latin digits (0–9). The
 * `-u-nu-` extension pins it, so no browser or ICU default for a region can mix the two. What the user
 * types or the server sends (phone numbers and dial codes, the verification code, e-mails, server text)
 * is shown as it is, not reformatted. format.test.ts and messages.test.ts fail on a digit of the other
 * style in formatted or translated text.
 */
export function localeOf(lang: Language): string {
  return lang === 'ar' ? 'ar-EG-u-nu-arab' : 'en-US-u-nu-latn';
}

/** The digits of the other language's style: Latin in Arabic text, Arabic-Indic (and Persian) in English. */
export const FOREIGN_DIGITS: Record<Language, RegExp> = { ar: /[0-9]/, en: /[\u0660-\u0669\u06F0-\u06F9]/ };
