import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanCard } from './PlanCard';
import { SAMPLE_PLANS } from './samples';

const [monthly, quarterly] = SAMPLE_PLANS.en as [(typeof SAMPLE_PLANS.en)[0], (typeof SAMPLE_PLANS.en)[0]];

describe('PlanCard', () => {
  it('shows title, description, price with the earlier one, discount, duration, courses and the link', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <PlanCard plan={quarterly} currency="EGP" href="/packages" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Quarterly plan' })).toBeTruthy();
    expect(screen.getByText('Three months of learning at a discount.')).toBeTruthy();
    expect(container.textContent).toMatch(/EGP\s449/);
    expect(container.querySelector('s, del')?.textContent).toContain('597');
    expect(screen.getByText('25% off')).toBeTruthy();
    expect(screen.getByText('3 months')).toBeTruthy();
    expect(screen.getByText('Up to 15')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose this plan' }).getAttribute('href')).toBe('/packages');
  });

  it('without a discount: no badge, no struck price', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <PlanCard plan={monthly} currency="EGP" href="/packages" />
      </I18nProvider>,
    );
    expect(screen.queryByText(/off$/)).toBeNull();
    expect(container.querySelector('s, del')).toBeNull();
  });

  it('in Arabic: Arabic-Indic digits and the month plural', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <PlanCard plan={SAMPLE_PLANS.ar[1] as typeof quarterly} currency="EGP" href="/packages" />
      </I18nProvider>,
    );
    expect(container.textContent).toContain('٤٤٩');
    expect(container.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByText('خصم ٢٥٪')).toBeTruthy();
  });
});
