import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LearningPanel, type LearningPanelProps } from './LearningPanel';

const show = (props: Partial<LearningPanelProps> = {}) =>
  render(
    <I18nProvider lang="en">
      <LearningPanel
        progress={40}
        certificateHref={null}
        continueLesson={{ title: 'Loops' }}
        onContinue={() => undefined}
        {...props}
      />
    </I18nProvider>,
  );

describe('LearningPanel', () => {
  it('shows the progress and continues with the named lesson', async () => {
    const onContinue = vi.fn();
    show({ onContinue });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Next: Loops')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Continue where you left off/ }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('links an http(s) certificate in a new tab, never another address', () => {
    const { unmount } = show({ progress: 100, certificateHref: 'https://api.example/c/1.pdf', continueLesson: null });
    const link = screen.getByRole('link', { name: /Download certificate/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
    unmount();
    show({ progress: 100, certificateHref: 'javascript:alert(1)', continueLesson: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Complete the course to receive your certificate.')).toBeTruthy();
  });

  it('offers the review only when it can be written', () => {
    show({ onReview: () => undefined });
    expect(screen.getByRole('button', { name: 'Rate this course' })).toBeTruthy();
  });
});
