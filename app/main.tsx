import '@dars/theme/styles';
import { closeEarlyCalls } from '@dars/api';
import { DEFAULT_LANGUAGE, loadMessages } from '@dars/i18n';
import { writeFailure } from '@dars/machines';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppActors } from './actors';
import { settleEarlyCalls } from './earlyData';
import { preloadScreen } from './LazyScreen';
import { matchesPath } from './matchPath';
import { readStoredLanguage, readStoredToken } from './platform';
import { ROUTES } from './routeTable';

/**
 * The document has been parsed (#root exists). boot (app/boot) starts this module from <head>: when the entry is
 * already in the browser's cache (a second page, English or signed in, so started at once), it can run
 * before the parser has reached the body, and a lookup then would find no #root (a blank page).
 */
const parsed: Promise<void> =
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  return container;
}

/**
 * The current route's screen chunk (preloaded with the page), so that the first render draws the
 * screen, as the prerendered page does (build/prerender), not a skeleton over it. A visitor on a
 * student-only route gets the login screen. A failure is the screen's own to show (its retry).
 */
function loadFirstScreen(): Promise<void> {
  const def = ROUTES.find(({ path }) => matchesPath(path, window.location.pathname));
  if (!def) return Promise.resolve();
  const login = ROUTES.find(({ path }) => path === '/login');
  const load = def.studentOnly && !readStoredToken() && login ? login.load : def.load;
  // A slow chunk must not hold the app back: after a while the app renders anyway, and the screen's own
  // loader shows its skeleton (and, after the spec's 120 s, its retry) until the chunk arrives.
  const enough = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([preloadScreen(load).catch(() => undefined), enough]);
}

/**
 * The route's screen chunk and the calls boot started for it (app/earlyData.ts), so the first
 * render draws what the prerendered page shows; both bounded by the same wait.
 */
function firstScreenReady(): Promise<unknown> {
  const enough = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.all([loadFirstScreen(), Promise.race([settleEarlyCalls(), enough])]);
}

/** How long the first render waits for the route's screen chunk before drawing its skeleton instead. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The prerendered page (inert, or hidden by boot) ends as the first render lands. Once the first screen's
 * machines have started (their effects run before this timer), the answers boot asked for serve no
 * later request (packages/api early.ts).
 */
function FirstRender() {
  useLayoutEffect(() => endPrerendered(), []);
  useEffect(() => {
    const timer = setTimeout(closeEarlyCalls, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

function endPrerendered() {
  const container = document.getElementById('root');
  container?.removeAttribute('data-prerendered');
  container?.removeAttribute('inert');
}

// Only the shown language's messages load with the first screen (boot has preloaded their chunk).
// A promise, not a top-level await: chunks that share code with the entry must not wait on it.
// The first render as a transition: React works on it in slices of a few milliseconds between which
// the browser stays responsive (as one task it would block the page for a long task on a slow phone; the
// page is on screen already, prerendered, or hidden until this render lands).
const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
Promise.all([loadMessages(language), firstScreenReady(), parsed]).then(() => {
  const root = createRoot(rootElement());
  startTransition(() =>
    root.render(
      <StrictMode>
        <App actors={createAppActors()} />
        <FirstRender />
      </StrictMode>,
    ),
  );
}, showLoadFailure);

/**
 * No messages, no app: a plain notice in both languages and a reload button, never a blank page (a failure
 * the page handles: logged as the machines log theirs, machines/failureLog.ts).
 */
function showLoadFailure(error: unknown) {
  writeFailure('app', error, 'the messages could not be loaded');
  const notice = document.createElement('p');
  notice.textContent = 'تعذّر تحميل الصفحة. تحقّق من اتصالك. · The page could not be loaded. Check your connection.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'إعادة التحميل · Reload';
  reload.addEventListener('click', () => window.location.reload());
  parsed.then(() => {
    document.getElementById('root')?.replaceChildren(notice, reload);
    endPrerendered();
  });
}
