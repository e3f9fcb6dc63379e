import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml (jsdom: happy-dom would keep onerror)', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<h2>Title</h2><p>A <strong>bold</strong> <a href="https://x.test">link</a></p>')).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> <a href="https://x.test">link</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops inline styles and iframes', () => {
    const clean = sanitizeHtml('<p style="position:fixed">x</p><iframe src="https://evil.test"></iframe>');
    expect(clean).toBe('<p>x</p>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML', () => {
    const { container } = render(<SafeHtml html={'<p>Hello</p><script>window.bad = 1</script>'} />);
    expect(container.querySelector('p')?.textContent).toBe('Hello');
    expect(container.querySelector('script')).toBeNull();
  });
});
