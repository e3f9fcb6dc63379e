import { I18nProvider } from '@dars/i18n';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleWaiting } from '../Article';
import { drawEarlyHtml } from './drawEarly';
import { SafeHtml } from './SafeHtml';

/** A prerendered policy page: #root holding the article's waiting box. */
function prerenderedPage(prerendered = true) {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) root.setAttribute('data-prerendered', '');
  document.body.appendChild(root);
  // Markup, as the build writes it (not a tree React owns).
  root.innerHTML = renderToStaticMarkup(
    <I18nProvider lang="ar">
      <ArticleWaiting label="جارٍ التحميل" />
    </I18nProvider>,
  );
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('drawEarlyHtml (boot, before the app)', () => {
  it("draws the server's text in the waiting slot, sanitized as SafeHtml draws it, and takes the spinner away", () => {
    const root = prerenderedPage();
    const html =
      '<h2>حقوقك</h2><p onclick="steal()">نص</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    drawEarlyHtml(html);
    const slot = root.querySelector<HTMLElement>('[data-early-html]');
    expect(slot?.hidden).toBe(false);
    expect(root.querySelector('[data-early-html-waiting]')).toBeNull();
    // The same markup and the same classes as the app's SafeHtml then draws in its place.
    const app = render(<SafeHtml html={html} className={slot?.className.split(' ')[1] ?? ''} />).container;
    const drawn = app.querySelector('[data-safe-html]');
    expect(slot?.innerHTML).toBe(drawn?.innerHTML);
    expect(slot?.className).toBe(drawn?.className);
    expect(slot?.innerHTML).toContain('<h2>حقوقك</h2>');
    expect(slot?.innerHTML).not.toMatch(/script|onclick|javascript:/i);
  });

  it('draws nothing once the app has drawn its own page, nor without text', () => {
    const app = prerenderedPage(false);
    drawEarlyHtml('<p>نص</p>');
    expect(app.querySelector<HTMLElement>('[data-early-html]')?.hidden).toBe(true);
    expect(app.querySelector('[data-early-html-waiting]')).not.toBeNull();
    document.body.replaceChildren();

    const page = prerenderedPage();
    for (const nothing of [undefined, null, 42, '', '   ']) drawEarlyHtml(nothing);
    expect(page.querySelector<HTMLElement>('[data-early-html]')?.hidden).toBe(true);
    expect(page.querySelector('[data-early-html-waiting]')).not.toBeNull();
  });
});
