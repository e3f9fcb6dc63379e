import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Article, ArticleWaiting } from './Article';

describe('Article', () => {
  it('names the article by its h1 and shows the server text sanitized', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <Article
          title="Terms"
          headingId="terms"
          html={
            '<h2>Account</h2><ul><li>Keep it secret.</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>'
          }
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('article', { name: 'Terms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' }).id).toBe('terms');
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
    expect(screen.getByText('Keep it secret.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('without text shows what stands in for it (the spinner while it loads)', () => {
    render(
      <I18nProvider lang="ar">
        <Article title="الشروط">
          <ArticleWaiting label="جارٍ تحميل النص…" />
        </Article>
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('جارٍ تحميل النص…');
    expect(screen.getByRole('heading', { level: 1, name: 'الشروط' })).toBeTruthy();
  });
});
