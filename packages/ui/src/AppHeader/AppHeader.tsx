import { type Language, useI18n } from '@dars/i18n';
import type { MouseEvent } from 'react';
import { LanguageToggle } from '../LanguageToggle';
import { Spinner } from '../Spinner';
import * as styles from './AppHeader.css';

export interface AppHeaderProps {
  /** The product name from app info; the translated fallback while it is unknown. */
  name: string | null;
  logoUrl: string | null;
  /** True while app info is loading slowly: a small spinner stands in for the name. */
  loading?: boolean;
  lang: Language;
  onToggleLanguage: () => void;
  homeHref?: string;
  /** Client-side navigation; without it the brand link is an ordinary link. */
  onNavigate?: (href: string) => void;
  /** Id of the main landmark for the skip link. */
  mainId?: string;
}

/** The top bar: skip link, logo and name linking home, language toggle. */
export function AppHeader({
  name,
  logoUrl,
  loading = false,
  lang,
  onToggleLanguage,
  homeHref = '/home',
  onNavigate,
  mainId = 'main',
}: AppHeaderProps) {
  const { t } = useI18n();
  const shownName = name?.trim() || t('app.fallbackName');
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(homeHref);
  };
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {t('app.skipToContent')}
      </a>
      <div className={styles.inner}>
        <a className={styles.brand} href={homeHref} onClick={follow}>
          {logoUrl ? <img className={styles.logo} src={logoUrl} alt={t('app.logoAlt', { name: shownName })} /> : null}
          {loading && !name ? <Spinner size="sm" /> : <span className={styles.name}>{shownName}</span>}
        </a>
        <div className={styles.actions}>
          <LanguageToggle lang={lang} onToggle={onToggleLanguage} />
        </div>
      </div>
    </header>
  );
}
