import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RELOAD_NOTE_KEY, reloadPage } from './platform';
import { useNoteFromReload } from './useNoteFromReload';

function Saved() {
  const { region, said } = useNoteFromReload('profile.saved', 0);
  return (
    <main id="main">
      <h1>Profile</h1>
      {region ? <p role="status">{said ? 'Saved.' : null}</p> : null}
    </main>
  );
}

afterEach(() => {
  sessionStorage.clear();
});

describe('the note a reload leaves for the next load', () => {
  it('survives a render that never reaches the screen, and is heard once by the one that does', async () => {
    sessionStorage.setItem(RELOAD_NOTE_KEY, 'profile.saved');
    // A render React throws away (a restarted transition) runs the component without its effects.
    expect(renderToString(<Saved />)).toContain('role="status"');
    const { unmount } = render(<Saved />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Saved.'));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    unmount();

    // Heard: the next visit to the screen says nothing and leaves focus alone.
    render(<Saved />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is left only by a reload that asks for it', () => {
    // The page's own location comes back afterwards (a copy would leave later tests a frozen address).
    const location = window.location;
    let reloaded = 0;
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload: () => (reloaded += 1) },
      configurable: true,
    });
    try {
      reloadPage();
      expect(sessionStorage.getItem(RELOAD_NOTE_KEY)).toBeNull();
      reloadPage('profile.saved');
      expect(sessionStorage.getItem(RELOAD_NOTE_KEY)).toBe('profile.saved');
      expect(reloaded).toBe(2);
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });
});
