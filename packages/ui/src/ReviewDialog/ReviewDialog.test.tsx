import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewDialogProps } from './ReviewDialog';
import ReviewDialogContent from './ReviewDialogContent';

const props = (over: Partial<ReviewDialogProps> = {}): ReviewDialogProps => ({
  open: true,
  step: 1,
  courseRating: 0,
  instructorRating: 0,
  comment: '',
  sending: false,
  ratingMissing: false,
  message: '',
  onRate: vi.fn(),
  onComment: vi.fn(),
  onNext: vi.fn(),
  onBack: vi.fn(),
  onSubmit: vi.fn(),
  onClose: vi.fn(),
  ...over,
});

const show = (p: ReviewDialogProps, lang: 'ar' | 'en' = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <ReviewDialogContent {...p} />
    </I18nProvider>,
  );

describe('ReviewDialog', () => {
  it('step 1 asks for the course stars, counts the step, and Next (or Enter) goes on', async () => {
    const p = props();
    show(p);
    expect(screen.getByRole('dialog', { name: 'Rate the course' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'How would you rate this course?' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: '3 of 5' }));
    expect(p.onRate).toHaveBeenCalledWith(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(p.onNext).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('step 3 takes a comment and sends; back goes to step 2', async () => {
    const p = props({ step: 3, courseRating: 4, instructorRating: 5 });
    show(p);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Good');
    expect(p.onComment).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(p.onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(p.onBack).toHaveBeenCalledTimes(1);
  });

  it("shows the thank-you, and an error with the server's words or the spec's fallback", () => {
    const { unmount } = show(props({ step: 'thanks' }));
    expect(screen.getByRole('status').textContent).toContain('Thanks for your review');
    unmount();
    const second = show(props({ step: 'error', message: 'Already reviewed.' }));
    expect(screen.getByRole('alert').textContent).toBe('Already reviewed.');
    second.unmount();
    show(props({ step: 'error' }), 'ar');
    expect(screen.getByRole('alert').textContent).toBe('حدث خطأ أثناء إرسال التقييم.');
  });
});
