/**
 * Draws a page on the server side of a build (build/prerender): the app in Arabic (the default language)
 * as a visitor sees it before any API answer, with the route's screen already loaded. A student-only route
 * draws the login screen, where the app sends a visitor. Loaded through Vite's SSR module loader.
 */
import { createTranslator, DEFAULT_LANGUAGE, loadMessages } from '@dars/i18n';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../../app/App';
import { createAppActors } from '../../app/actors';
import { preloadScreen } from '../../app/LazyScreen';
import { ROUTES } from '../../app/routeTable';

/** A page as a visitor first sees it: its markup, title and description; null for an unknown path. */
export async function render(path: string): Promise<{ html: string; title: string; description: string } | null> {
  await loadMessages(DEFAULT_LANGUAGE);
  let def = ROUTES.find((r) => r.path === path);
  if (!def) return null;
  if (def.studentOnly) def = ROUTES.find((r) => r.path === '/login');
  if (!def) return null;
  await preloadScreen(def.load);
  const actors = createAppActors();
  try {
    // A route with parameters is drawn at its pattern (`:slug` standing for the value): its loading state.
    const html = renderToString(
      <Router ssrPath={def.path}>
        <App actors={actors} />
      </Router>,
    );
    const t = createTranslator(DEFAULT_LANGUAGE);
    const name = t('app.fallbackName');
    const page = t(def.title);
    return { html, title: `${name} | ${page}`, description: t('app.description', { page, name }) };
  } finally {
    actors.stop();
  }
}

/**
 * A student-only route as a signed-in student first sees it, before any API answer (the cart's loading page):
 * the build puts it in a <template> beside the visitor's page, and boot shows it when a token is stored.
 */
export async function renderAsStudent(path: string): Promise<string | null> {
  await loadMessages(DEFAULT_LANGUAGE);
  const def = ROUTES.find((r) => r.path === path);
  if (!def) return null;
  await preloadScreen(def.load);
  localStorage.setItem('token', 'prerender');
  const actors = createAppActors();
  try {
    return renderToString(
      <Router ssrPath={def.path}>
        <App actors={actors} />
      </Router>,
    );
  } finally {
    actors.stop();
    localStorage.removeItem('token');
  }
}

/** The shell every other path starts from (index.html): layout, header and footer, a skeleton in the main area. */
export async function renderShell(): Promise<string> {
  await loadMessages(DEFAULT_LANGUAGE);
  const actors = createAppActors();
  try {
    return renderToString(
      <Router ssrPath="/__shell__">
        <App actors={actors} />
      </Router>,
    );
  } finally {
    actors.stop();
  }
}
