import { type Language, otherLanguage, useI18n } from '@dars/i18n';
import * as styles from './LanguageToggle.css';

export interface LanguageToggleProps {
  /** The language shown now (default: the page's, from the i18n context); the button offers the other one. */
  lang?: Language;
  onToggle: () => void;
}

/** Switches between Arabic and English; shows the other language's name in its own script. */
export function LanguageToggle({ lang, onToggle }: LanguageToggleProps) {
  const { t, lang: pageLang } = useI18n();
  const target = otherLanguage(lang ?? pageLang);
  return (
    // The accessible name is the visible language name (WCAG 2.5.3); the title says what the button does.
    <button type="button" className={styles.button} onClick={onToggle} title={t('language.toggle.label')}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <span lang={target}>{t(target === 'ar' ? 'language.name.ar' : 'language.name.en')}</span>
    </button>
  );
}
