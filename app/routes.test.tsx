import { createI18nValue } from '@dars/i18n';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { createAppActors } from './actors';
import { href, SCREENS } from './paths';

/** Sample values for the registry's route parameters. */
const SAMPLE: Record<string, string> = { slug: 'python-for-beginners', courseId: '1', examId: '1' };
const sample = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE[name] ?? name);

/**
 * Every path of a screen but its canonical one, which the route sweep (e2e/sweep.ts) loads in Chromium: the
 * router must open the same screen there, so it is not loaded in a browser again.
 */
const ALIASES = [
  ...Object.entries(SCREENS).flatMap(([id, def]) =>
    def.paths.slice(1).map((path) => ({ id, path: sample(path), title: def.title, studentOnly: 'studentOnly' in def })),
  ),
  // A screen's address with a query (the catalogue's filter, the search's term) opens the same screen.
  ...(
    [
      ['courses', href('courses', {}, { query: { status: 'free' } })],
      ['search', href('search', {}, { query: { term: 'design' } })],
    ] as const
  ).map(([id, path]) => ({ id, path, title: SCREENS[id].title, studentOnly: false })),
];

const ar = createI18nValue('ar');

describe("a screen's other paths (the router, app/routes.tsx, over the registry)", () => {
  it('include the home page at / and /slider, the course at /single-course/:slug, and addresses with a query', () => {
    expect(ALIASES.filter((alias) => alias.id === 'home').map((alias) => alias.path)).toEqual(['/', '/slider']);
    expect(ALIASES.filter((alias) => alias.path.includes('?')).map((alias) => alias.id)).toEqual(['courses', 'search']);
    expect(ALIASES.some((alias) => alias.id === 'course' && alias.path.startsWith('/single-course/'))).toBe(true);
  });

  it("each open their screen: the screen's own title, and the address kept (a visitor sent to log in first on a student's)", async () => {
    // One app for every path, as a visitor moving through them in the address bar: the route the router picks
    // sets the title at once, before its screen's code has come.
    window.history.pushState({}, '', '/login');
    render(<App actors={createAppActors()} />);
    await screen.findByRole('heading', { level: 1 });
    const wrong: string[] = [];
    for (const { id, path, title, studentOnly } of ALIASES) {
      act(() => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      // The page's own title after the platform's name (the fallback name until GET /info has answered).
      const expected = studentOnly ? `/login?next=${encodeURIComponent(path)}` : ar.t(title);
      const seen = () => (studentOnly ? `${location.pathname}${location.search}` : document.title.split(' | ')[1]);
      await vi.waitFor(() => expect(seen()).toBe(expected)).catch(() => wrong.push(`${path} (${id}): ${seen()}`));
      if (!studentOnly && `${location.pathname}${location.search}` !== path)
        wrong.push(`${path} (${id}): went to ${location.pathname}`);
    }
    expect(wrong).toEqual([]);
    // A failing path waits its 1 s for each: room for all of them to be listed.
  }, 60_000);
});
