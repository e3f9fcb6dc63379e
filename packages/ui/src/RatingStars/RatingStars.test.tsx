import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars, roundedRating } from './RatingStars';

describe('RatingStars', () => {
  it('rounds the average to whole stars within 0-5', () => {
    expect(roundedRating(4.4)).toBe(4);
    expect(roundedRating(4.5)).toBe(5);
    expect(roundedRating(7)).toBe(5);
    expect(roundedRating(-1)).toBe(0);
    expect(roundedRating(Number.NaN)).toBe(0);
  });

  it('fills the rounded number of stars and says it', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <RatingStars value={3.6} />
      </I18nProvider>,
    );
    expect(screen.getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(container.querySelectorAll('svg[data-filled]')).toHaveLength(4);
  });

  it('uses the Arabic plural forms', () => {
    render(
      <I18nProvider lang="ar">
        <RatingStars value={1} />
        <RatingStars value={2} />
        <RatingStars value={0} />
      </I18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'نجمة واحدة' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'نجمتان' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'بلا نجوم' })).toBeTruthy();
  });
});
