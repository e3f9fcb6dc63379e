import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutBlock } from './AboutBlock';

const about = {
  title: 'Learn without limits',
  description: '<p>Recorded courses.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  image: '/about.svg',
};

describe('AboutBlock', () => {
  it('shows the small heading, the title, the sanitized description and view all', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <AboutBlock about={about} href="/about_us" headingId="about" />
      </I18nProvider>,
    );
    expect(screen.getByText('About us')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Learn without limits' }).id).toBe('about');
    expect(screen.getByText('Recorded courses.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/about_us');
    const image = container.querySelector('img[src="/about.svg"]');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBeTruthy();
  });

  it('without a link (the about page): the whole text, no view all, the image eager', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <AboutBlock about={about} headingId="about" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('while loading: busy placeholders, no text', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <AboutBlock about={null} loading href="/about_us" />
      </I18nProvider>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
