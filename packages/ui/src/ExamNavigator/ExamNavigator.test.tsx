import { I18nProvider } from '@dars/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExamNavigator, type ExamNavigatorProps } from './ExamNavigator';

const ITEMS: ExamNavigatorProps['items'] = [
  { id: 11, state: 'answered', marked: false },
  { id: 12, state: 'unanswered', marked: true },
  { id: 13, state: 'unanswered', marked: false },
];

const show = (props: Partial<ExamNavigatorProps> = {}, lang: 'ar' | 'en' = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <ExamNavigator
        items={ITEMS}
        onGoTo={() => undefined}
        remaining={null}
        lastMinute={false}
        expired={false}
        {...props}
      />
    </I18nProvider>,
  );

describe('ExamNavigator', () => {
  it('names each question by its state and jumps to it', async () => {
    const onGoTo = vi.fn();
    show({ onGoTo });
    const nav = within(screen.getByRole('navigation', { name: 'Questions' }));
    expect(nav.getByRole('button', { name: 'Question 1: answered' })).toBeTruthy();
    await userEvent.setup().click(nav.getByRole('button', { name: 'Question 2: not answered, marked for review' }));
    expect(onGoTo).toHaveBeenCalledWith(12);
    expect(nav.getByText('1 of 3 answered')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the time left as a clock, and announces the last minute and the end once', () => {
    const { rerender } = show({ remaining: 754_500 });
    expect(screen.getByRole('timer').textContent).toBe('12:35');
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <I18nProvider lang="en">
        <ExamNavigator items={ITEMS} onGoTo={() => undefined} remaining={59_000} lastMinute expired={false} />
      </I18nProvider>,
    );
    expect(screen.getByRole('timer').closest('[data-urgent]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('One minute left');
    rerender(
      <I18nProvider lang="en">
        <ExamNavigator items={ITEMS} onGoTo={() => undefined} remaining={0} lastMinute expired />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Time is up');
  });

  it('writes the clock and the numbers in Arabic-Indic digits in Arabic', () => {
    show({ remaining: 3_723_000 }, 'ar');
    expect(screen.getByRole('timer').textContent).toBe('١:٠٢:٠٣');
    expect(screen.getByRole('navigation').textContent).not.toMatch(/[0-9]/);
  });
});
