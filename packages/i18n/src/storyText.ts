import { createI18nValue, type I18nValue } from './I18nProvider';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

export interface StoryText extends I18nValue {
  /** Picks the entry for this language from sample text that is not in the catalogue. */
  pick: <C extends Record<Language, unknown>>(choices: C) => C[Language];
}

/**
 * Everything a story needs to speak the toolbar's language, from Storybook's `globals`
 * (in `render(args, { globals })` and `play({ globals })`): `t`, `plural`, `format`, `lang`, `dir`
 * and `pick({ ar, en })` for sample content. Any other value of `globals.locale` reads as Arabic.
 */
export function textFor(globals: Record<string, unknown>): StoryText {
  const lang = isLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
  return { ...createI18nValue(lang), pick: (choices) => choices[lang] };
}
