import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createFormatters, type Formatters, type PluralBase, pluralize } from './format';
import { type Direction, directionOf, type Language, localeOf } from './language';
import { createTranslator, type Params, type Translate } from './translate';

export interface I18nValue {
  lang: Language;
  dir: Direction;
  locale: string;
  t: Translate;
  /** A count in words with the right plural form. */
  plural: (base: PluralBase, count: number, params?: Params) => string;
  format: Formatters;
}

/** Everything a screen needs to speak one language. */
export function createI18nValue(lang: Language): I18nValue {
  const locale = localeOf(lang);
  const t = createTranslator(lang);
  return {
    lang,
    dir: directionOf(lang),
    locale,
    t,
    plural: (base, count, params) => pluralize(t, locale, base, count, params),
    format: createFormatters(locale),
  };
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const value = useMemo<I18nValue>(() => createI18nValue(lang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/**
 * The one source of direction for widgets: `rtl` for Ariakit's composite widgets (tabs, menus, selects),
 * `dir` for elements portalled out of the page. Never derive it from the language code by hand.
 */
export function useDirection(): { dir: Direction; rtl: boolean } {
  const { dir } = useI18n();
  return { dir, rtl: dir === 'rtl' };
}
