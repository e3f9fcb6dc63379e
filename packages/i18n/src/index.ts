export { dictionaries, registerAllMessages } from './allMessages';
export {
  COUNTRIES,
  type Country,
  type CountryEntry,
  type CountryLang,
  countryEntries,
  DEFAULT_COUNTRY_KEY,
  findCountryByDial,
  findCountryByKey,
  matchesCountry,
} from './countries';
export { toLatinDigits } from './digits';
export { createFormatters, type Formatters, type PluralBase, pluralize } from './format';
export { createI18nValue, I18nProvider, type I18nValue, useDirection, useI18n } from './I18nProvider';
export {
  DEFAULT_LANGUAGE,
  type Direction,
  directionOf,
  FOREIGN_DIGITS,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  localeOf,
  otherLanguage,
  readStoredLanguage,
} from './language';
export { type StoryText, textFor } from './storyText';
export {
  createTranslator,
  hasMessages,
  loadMessages,
  type MessageKey,
  type Messages,
  type Params,
  registerMessages,
  type Translate,
} from './translate';
