import { useI18n } from '@dars/i18n';
import { AppHeader } from '@dars/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAppActors } from '../AppActorsContext';
import { useAppInfo } from '../useAppInfo';
import * as styles from './RootLayout.css';

/** The root layout every route sits under (spec section 2). */
export function RootLayout({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  const { language } = useAppActors();
  const { info, slow } = useAppInfo();
  const [, navigate] = useLocation();
  return (
    <div className={styles.shell}>
      <AppHeader
        name={info?.name ?? null}
        logoUrl={info?.logo || null}
        loading={slow}
        lang={lang}
        onToggleLanguage={() => language.send({ type: 'language.toggle' })}
        onNavigate={navigate}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
