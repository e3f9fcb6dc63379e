import { I18nProvider } from '@dars/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

/** The app's way: the selected tab lives outside (the URL), and the page shows what reads it. */
function Page({ lang = 'en' }: { lang?: 'ar' | 'en' }) {
  const [selected, setSelected] = useState('overview');
  return (
    <I18nProvider lang={lang}>
      <p>Address: ?tab={selected}</p>
      <Tabs
        label="Course"
        selectedId={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'overview', label: 'Overview', content: <p>About the course</p> },
          { id: 'content', label: 'Content', content: <p>Lessons</p> },
          { id: 'reviews', label: 'Reviews', content: <ul aria-label="Reviews list" /> },
        ]}
      />
    </I18nProvider>
  );
}

describe('Tabs', () => {
  it('answers a tap with the tab selected at once; its panel and the page follow in renders of their own', async () => {
    render(<Page />);
    // As in a browser, outside act(): React renders the tap's update before the next task, and work it
    // may put off (a transition, a deferred value) in tasks of its own, after the browser has painted.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const reviews = screen.getByRole('tab', { name: 'Reviews' });
      reviews.click();
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      expect(reviews.getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('false');
      expect(screen.queryByRole('list', { name: 'Reviews list' })).toBeNull();
      expect(screen.getByText('Address: ?tab=overview')).toBeTruthy();
      // Then the panel's content, and the page that reads the choice.
      const panel = screen.getByRole('tabpanel', { name: 'Reviews' });
      expect(await within(panel).findByRole('list', { name: 'Reviews list' })).toBeTruthy();
      expect(await screen.findByText('Address: ?tab=reviews')).toBeTruthy();
      expect(screen.queryByText('About the course')).toBeNull();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it.each([
    ['en', 'ArrowRight', 'ArrowLeft'],
    ['ar', 'ArrowLeft', 'ArrowRight'],
  ] as const)(
    '%s: one tab in the Tab order; %s moves on, %s back, both wrap; Home and End; each selects',
    async (lang, next, back) => {
      const user = userEvent.setup();
      render(<Page lang={lang} />);
      const tab = (name: string) => screen.getByRole('tab', { name });
      const selected = () => screen.getByRole('tab', { selected: true }).textContent;
      expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
      await user.tab();
      expect(document.activeElement).toBe(tab('Overview'));
      await user.keyboard(`{${next}}`);
      expect(document.activeElement).toBe(tab('Content'));
      expect(selected()).toBe('Content');
      await user.keyboard(`{${next}}{${next}}`);
      expect(selected()).toBe('Overview');
      await user.keyboard(`{${back}}`);
      expect(selected()).toBe('Reviews');
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(tab('Overview'));
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(tab('Reviews'));
      expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
      // The page hears the last choice; the panel after the list takes the next Tab.
      expect(await screen.findByText('Address: ?tab=reviews')).toBeTruthy();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Reviews' }));
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Reviews').id);
      expect(tab('Reviews').getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    },
  );
});
