import { createTranslator, isLanguage, type MessageKey } from '@dars/i18n';

/** The translated text of a key in the toolbar's language, for play functions. */
export function textFor(globals: Record<string, unknown>) {
  const lang = isLanguage(globals.locale) ? globals.locale : 'ar';
  const t = createTranslator(lang);
  return (key: MessageKey, params?: Record<string, string | number>) => t(key, params);
}
