import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Direction, directionOf, type Language, localeOf } from './language';
import { createTranslator, type Translate } from './translate';

export interface I18nValue {
  lang: Language;
  dir: Direction;
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const value = useMemo<I18nValue>(
    () => ({ lang, dir: directionOf(lang), locale: localeOf(lang), t: createTranslator(lang) }),
    [lang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
