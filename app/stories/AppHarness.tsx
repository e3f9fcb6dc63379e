import { useI18n } from '@dars/i18n';
import { DEMO_STUDENT } from '@dars/mocks';
import { NavigationProvider } from '@dars/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppActorsProvider } from '../AppActorsContext';
import { createAppActors } from '../actors';

/** Signs the demo student in against the demo API (msw in Storybook) and returns the token. */
export async function demoStudentToken(): Promise<string> {
  const response = await fetch('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  return body.data?.token ?? '';
}

function Navigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <NavigationProvider navigate={navigate}>{children}</NavigationProvider>;
}

export interface AppHarnessProps {
  /** The route the screen thinks it is on. */
  path: string;
  /** Signed in as the demo student with this token; a visitor without. */
  token?: string | null;
  /** Local storage the screen reads (e.g. the registration `email`). */
  storage?: Record<string, string>;
  /** Session storage the tab holds when the screen starts (e.g. the note a reload left). */
  session?: Record<string, string>;
  children: ReactNode;
}

/**
 * Renders a screen as the app would: the app's actors over the demo API, a memory router, in the
 * toolbar's language. Stories of screens use it; their states come from the demo API, overridden
 * per story with msw handlers (errors, slow answers).
 */
export function AppHarness({ path, token = null, storage = {}, session = {}, children }: AppHarnessProps) {
  const { lang } = useI18n();
  const [setup] = useState(() => {
    // Each story is a fresh tab: no draft a previous story typed (app/screens/messageForm.tsx).
    sessionStorage.clear();
    localStorage.setItem('lang', lang);
    if (token) localStorage.setItem('token', token);
    else localStorage.removeItem('token');
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    return { actors: createAppActors(), location: memoryLocation({ path, record: true }) };
  });
  useEffect(() => () => setup.actors.stop(), [setup]);
  return (
    <AppActorsProvider actors={setup.actors}>
      <Router hook={setup.location.hook}>
        <Navigation>{children}</Navigation>
      </Router>
    </AppActorsProvider>
  );
}
