import { hasMessages, I18nProvider, type Language, loadMessages } from '@dars/i18n';
import { applyBrandColors } from '@dars/theme';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { AppActorsProvider } from './AppActorsContext';
import type { AppActors } from './actors';
import { RootLayout } from './layout/RootLayout';
import { AppRoutes } from './routes';

/**
 * The language whose messages are loaded: the chosen one, or, for the moment its messages are
 * still on their way (a choice made without the toggle, say), the one shown before.
 */
function useLoadedLanguage(chosen: Language): Language {
  const [shown, setShown] = useState(chosen);
  useEffect(() => {
    if (hasMessages(chosen)) {
      setShown(chosen);
      return;
    }
    let current = true;
    loadMessages(chosen).then(
      () => current && setShown(chosen),
      (error: unknown) => console.warn('[language] could not load the messages', error),
    );
    return () => {
      current = false;
    };
  }, [chosen]);
  return hasMessages(chosen) ? chosen : shown;
}

export function App({ actors }: { actors: AppActors }) {
  const lang = useLoadedLanguage(useSelector(actors.language, (s) => s.context.lang));

  // Focus never stays on the page body because the control that had it went away (layout/focusKeeper.ts):
  // its own small chunk, loaded once the first screen is drawn (nothing can lose focus before).
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    import('./layout/focusKeeper').then(({ keepFocusOffTheBody }) => {
      if (live) stop = keepFocusOffTheBody();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  return (
    <AppActorsProvider actors={actors}>
      <BrandColors actors={actors} />
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

/**
 * Brand colours from app info apply to the whole UI at runtime. A component of its own, so that app info's
 * answer (on every page) redraws nothing: read by App, it would redraw the whole page, every card of it.
 */
function BrandColors({ actors }: { actors: AppActors }) {
  const primary = useSelector(actors.appInfo, (s) => s.context.info?.primary_color);
  const secondary = useSelector(actors.appInfo, (s) => s.context.info?.secondary_color);
  useEffect(() => {
    applyBrandColors(document.documentElement, { primary, secondary });
  }, [primary, secondary]);
  return null;
}
