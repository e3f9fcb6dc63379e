import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Curriculum, type CurriculumSection } from './Curriculum';

const sections: CurriculumSection[] = [
  {
    id: 1,
    title: 'Basics',
    items: [
      { kind: 'video', id: 11, title: 'Welcome', duration: '00:04:10', locked: false, watched: true, current: true },
      { kind: 'video', id: 12, title: 'Paid lesson', duration: '00:09:00', locked: true, watched: false },
      { kind: 'pdf', id: 21, title: 'Notes', duration: '00:10:00', locked: false, href: 'https://api.example/n.pdf' },
      { kind: 'pdf', id: 22, title: 'Hostile', duration: '00:10:00', locked: false, href: 'javascript:alert(1)' },
      { kind: 'exam', id: 31, title: 'Unit exam', locked: false, taken: true, href: '/single_course/4/exam/31' },
    ],
  },
  {
    id: 2,
    title: 'Advanced',
    items: [{ kind: 'video', id: 13, title: 'Deep', duration: '00:20:00', locked: true, watched: false }],
  },
];

function setup(lang: 'ar' | 'en' = 'en') {
  const onOpenVideo = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider lang={lang}>
      <Curriculum sections={sections} onOpenVideo={onOpenVideo} />
    </I18nProvider>,
  );
  return { onOpenVideo, user, ...view };
}

describe('Curriculum', () => {
  it('opens the first section, counts its lessons, and plays a free video', async () => {
    const { onOpenVideo, user } = setup();
    const [first, second] = screen
      .getAllByRole('button', { expanded: undefined })
      .filter((b) => b.hasAttribute('aria-expanded'));
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.getAttribute('aria-expanded')).toBe('false');
    expect(first?.textContent).toContain('5 lessons');
    await user.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(onOpenVideo).toHaveBeenCalledWith(11);
    expect(screen.getByRole('button', { name: /Welcome/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /Welcome/ }).textContent).toContain('Watched');
  });

  it('a locked lesson does nothing when pressed and says why', async () => {
    const { onOpenVideo, user } = setup();
    const locked = screen.getByRole('button', { name: /Paid lesson/ });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(locked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Subscribe to unlock this lesson',
    );
    await user.click(locked);
    locked.focus();
    await user.keyboard('{Enter} ');
    expect(onOpenVideo).not.toHaveBeenCalled();
  });

  it('opens an http(s) PDF in a new tab without an opener, never a javascript: one, and links the exam', () => {
    setup();
    const pdf = screen.getByRole('link', { name: /Notes/ });
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Hostile/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('link', { name: /Unit exam/ }).getAttribute('href')).toBe('/single_course/4/exam/31');
  });

  it('writes numbers in Arabic-Indic digits in Arabic', () => {
    const { container } = setup('ar');
    expect(container.textContent).toContain('٤ دقيقة');
    expect(container.textContent).not.toMatch(/[0-9]/);
  });
});
