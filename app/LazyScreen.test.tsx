import { I18nProvider } from '@dars/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyScreen } from './LazyScreen';

/** A loaded screen as the routes draw one: its page heading. */
function ProfileTitle() {
  return <h1>Profile</h1>;
}

/** A loader that fails on its first call and loads the screen on the next (a new function per test: the cache keys on it). */
function failingOnce() {
  let calls = 0;
  const attempts: { resolve: () => void }[] = [];
  const load = () => {
    calls += 1;
    if (calls === 1) return Promise.reject(new Error('Failed to fetch dynamically imported module'));
    // The retry's chunk arrives when the test says, so the page is seen while it loads.
    return new Promise<{ default: typeof ProfileTitle }>((resolve) => {
      attempts.push({ resolve: () => resolve({ default: ProfileTitle }) });
    });
  };
  return { load, arrive: () => attempts.at(-1)?.resolve() };
}

/** The layout's main area, as RootLayout draws it (focusable by script only), with the lazy screen in it. */
function renderInMain(load: () => Promise<{ default: typeof ProfileTitle }>) {
  return render(
    <I18nProvider lang="en">
      <main id="main" tabIndex={-1}>
        <LazyScreen load={load} props={{}} />
      </main>
    </I18nProvider>,
  );
}

describe('a screen whose code fails to load', () => {
  it('moves focus to the failure’s heading; after a retry that loads, to the loaded page’s heading', async () => {
    // The failure is logged (the lazy-screen machine's logFailure); not this test's concern.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, arrive } = failingOnce();
    renderInMain(load);
    const failure = await screen.findByRole('heading', { level: 1, name: /This page could not be loaded\./ });
    // As a loaded page's heading is: the keyboard goes on from here, a screen reader reads the failure.
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(failure.getAttribute('tabindex')).toBe('-1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    // While the chunk is on its way the retry has gone with the failure: focus waits on the main area.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    arrive();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  }, 20_000);
});
