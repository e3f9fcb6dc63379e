import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml, TRUSTED_TYPES_POLICY } from './sanitize';

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

  it('parses as the page does (standards mode), so what is inserted is what was cleaned', () => {
    // In quirks mode `<table>` leaves an open <p> open, and the output would nest a <p> in a <p>.
    const clean = sanitizeHtml('<p>a<table><tr><td>b</td></tr></table><p>c');
    expect(clean).toBe('<p>a</p><table><tbody><tr><td>b</td></tr></tbody></table><p>c</p>');
    const page = document.createElement('div');
    page.innerHTML = clean;
    expect(page.innerHTML).toBe(clean);
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

describe('Trusted Types', () => {
  it('uses the one policy name the Content-Security-Policy allows', async () => {
    const { TRUSTED_TYPES_POLICY: allowed, contentSecurityPolicy } = await import(
      '../../../../scripts/security-policy.mjs'
    );
    expect(TRUSTED_TYPES_POLICY).toBe(allowed);
    expect(contentSecurityPolicy()).toContain(`trusted-types ${TRUSTED_TYPES_POLICY}`);
  });

  it('creates that policy once and hands the page only sanitized markup as TrustedHTML', async () => {
    vi.resetModules();
    const created: { name: string; rules: { createHTML(s: string): string; createScriptURL(s: string): string } }[] =
      [];
    class FakeTrustedHTML {
      constructor(readonly value: string) {}
      toString() {
        return this.value;
      }
    }
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: (typeof created)[number]['rules']) => {
        created.push({ name, rules });
        return {
          createHTML: (s: string) => new FakeTrustedHTML(rules.createHTML(s)),
          createScriptURL: (s: string) => rules.createScriptURL(s),
        };
      },
    });
    try {
      const fresh = await import('./sanitize');
      const first = fresh.sanitizeToTrustedHtml('<p onclick="steal()">Hi</p><script>alert(1)</script>');
      fresh.sanitizeToTrustedHtml('<p>Again</p>');
      expect(created.map((c) => c.name)).toEqual([TRUSTED_TYPES_POLICY]);
      expect(first).toBeInstanceOf(FakeTrustedHTML);
      expect(String(first)).toBe('<p>Hi</p>');
      expect(() => created[0]?.rules.createScriptURL('https://evil.test/x.js')).toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
