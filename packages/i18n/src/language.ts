export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'rtl' | 'ltr';

export const DEFAULT_LANGUAGE: Language = 'ar';
/** The local-storage key the spec names for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

export function directionOf(lang: Language): Direction {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(lang: Language): Language {
  return lang === 'ar' ? 'en' : 'ar';
}

/** BCP 47 locale for Intl: Arabic with Latin digits is not assumed; Egypt's Arabic locale is the default. */
export function localeOf(lang: Language): string {
  return lang === 'ar' ? 'ar-EG' : 'en-US';
}
