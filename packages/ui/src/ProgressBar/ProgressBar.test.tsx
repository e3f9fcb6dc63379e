import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value, clamped to 0-100', () => {
    render(
      <I18nProvider lang="en">
        <ProgressBar value={140} label="Course progress" />
        <ProgressBar value={-5} />
      </I18nProvider>,
    );
    const full = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(full.getAttribute('aria-valuenow')).toBe('100');
    expect(full.getAttribute('aria-valuetext')).toBe('100% complete');
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('says the percentage in Arabic digits', () => {
    render(
      <I18nProvider lang="ar">
        <ProgressBar value={45} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toContain('٤٥');
  });
});
