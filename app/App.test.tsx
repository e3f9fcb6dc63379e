import { server } from '@dars/mocks/node';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { createAppActors } from './actors';

// msw's demo API is started, reset and closed by vitest.setup.ts.
afterEach(() => {
  document.documentElement.removeAttribute('style');
});

/** The shell's tests open /login: a light screen, so only the shell's own calls are in flight. */
function renderApp(path = '/login') {
  window.history.pushState({}, '', path);
  const actors = createAppActors();
  render(<App actors={actors} />);
  return actors;
}

describe('App start-up (jsdom, demo API through msw/node)', () => {
  it('shows the demo name in Arabic, right to left, by default', async () => {
    renderApp();
    expect(await screen.findByRole('link', { name: /أكاديمية درس/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
  });

  it('switches to English, left to right, stores the choice and reloads app info in English', async () => {
    const seenLang: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/info') seenLang.push(request.headers.get('lang'));
    });
    renderApp();
    await screen.findByRole('link', { name: /أكاديمية درس/ });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: /Dars Academy/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(seenLang).toEqual(['ar', 'en']);
    server.events.removeAllListeners();
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('lang', 'en');
    renderApp();
    expect(await screen.findByRole('link', { name: /Dars Academy/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('applies the brand colours from app info to the document', async () => {
    server.use(
      http.get('*/api/v1/info', () => HttpResponse.json({ data: { name: 'Brand', primary_color: '#AA0055' } })),
    );
    renderApp();
    await screen.findByRole('link', { name: /Brand/ });
    expect(document.documentElement.getAttribute('style')).toContain('#AA0055');
  });

  it('renders the shell with the fallback name when app info fails, and only logs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/info', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const actors = renderApp();
    await act(async () => {
      await vi.waitFor(() => expect(actors.appInfo.getSnapshot().hasTag('failed')).toBe(true), { timeout: 5000 });
    });
    expect(screen.getByRole('link', { name: 'درس' })).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows the not-found page for an unknown route', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy();
  });
});
