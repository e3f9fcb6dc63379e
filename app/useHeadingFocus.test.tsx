import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { createAppActors } from './actors';
import { focusHeadingWhenShown } from './useHeadingFocus';

// msw's demo API is started, reset and closed by vitest.setup.ts.
function renderApp(path: string) {
  window.history.pushState({}, '', path);
  const actors = createAppActors();
  render(<App actors={actors} />);
  return actors;
}

describe('focus after in-app navigation', () => {
  it('leaves focus alone on the first load, also through a redirect', async () => {
    localStorage.setItem('lang', 'en');
    renderApp('/profile');
    // A visitor is sent on to /login: still the first load.
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page’s heading (h1) once it is shown', async () => {
    localStorage.setItem('lang', 'en');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Create a new account' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable by script only: no new Tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');

    // The form's own "Log in" link (the top bar has one too).
    const form = heading.closest('section') as HTMLElement;
    await user.click(within(form).getByRole('link', { name: 'Log in' }));
    const back = await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(back));
    await act(async () => {});
  });
});

describe('focus while the new page is on its way', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /** The layout's main area as RootLayout draws it: focusable by script only. */
  const mainArea = () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    return main;
  };

  it('waits on the main area, not the body, when the followed link left with the old page; then the heading', async () => {
    const main = mainArea();
    document.body.append(main);
    expect(document.activeElement).toBe(document.body);
    const stop = focusHeadingWhenShown();
    expect(document.activeElement).toBe(main);
    const heading = document.createElement('h1');
    heading.textContent = 'My courses';
    main.append(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    stop();
  });

  it('leaves focus where it is while the page loads when an element still has it', async () => {
    const main = mainArea();
    const menuButton = document.createElement('button');
    document.body.append(menuButton, main);
    menuButton.focus();
    const stop = focusHeadingWhenShown();
    await frame();
    expect(document.activeElement).toBe(menuButton);
    stop();
  });
});
