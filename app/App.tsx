import { I18nProvider } from '@dars/i18n';
import { applyBrandColors } from '@dars/theme';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Router } from 'wouter';
import { AppActorsProvider } from './AppActorsContext';
import type { AppActors } from './actors';
import { RootLayout } from './layout/RootLayout';
import { AppRoutes } from './routes';

export function App({ actors }: { actors: AppActors }) {
  const lang = useSelector(actors.language, (s) => s.context.lang);
  const info = useSelector(actors.appInfo, (s) => s.context.info);

  // Brand colours from app info apply to the whole UI at runtime.
  useEffect(() => {
    applyBrandColors(document.documentElement, { primary: info?.primary_color, secondary: info?.secondary_color });
  }, [info?.primary_color, info?.secondary_color]);

  return (
    <AppActorsProvider actors={actors}>
      <I18nProvider lang={lang}>
        <Router>
          <RootLayout>
            <AppRoutes />
          </RootLayout>
        </Router>
      </I18nProvider>
    </AppActorsProvider>
  );
}
