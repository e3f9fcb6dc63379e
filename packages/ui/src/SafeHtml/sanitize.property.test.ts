/**
 * The sanitizer against generated hostile HTML (fast-check): whatever the server sends, what comes out has
 * no script-bearing element, no event handler, no inline style, no script or data URL in a link or source,
 * every new-tab link is `noopener noreferrer`, and cleaning twice changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** Elements that must never come out of the sanitizer, whatever goes in. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'template',
  'noscript',
  'animate',
  'set',
  'foreignObject',
];
/** What the generated markup is built from: every forbidden element, and others it may keep or drop. */
const TAGS = [
  'p',
  'a',
  'img',
  'b',
  'ul',
  'li',
  'h2',
  'div',
  'span',
  'table',
  'td',
  'svg',
  'math',
  'mi',
  'mtext',
  'use',
  'textarea',
  'select',
  'xmp',
  'noembed',
  'video',
  'source',
  'audio',
  'details',
  'title',
  ...FORBIDDEN_TAGS,
];
const ATTRIBUTES = [
  'onclick',
  'onerror',
  'onload',
  'onmouseover',
  'onfocus',
  'onbegin',
  'OnClIcK',
  'href',
  'src',
  'srcset',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'style',
  'srcdoc',
  'target',
  'id',
  'name',
  'class',
  'title',
  'alt',
  'autofocus',
  'background',
  'poster',
  'values',
  'attributeName',
  'to',
  'from',
  'is',
];
const VALUES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://example.com/x.png',
  '/demo-media/a.svg',
  '_blank',
  'alert(1)',
  'color:red;background:url(javascript:1)',
  'x" onerror="alert(1)',
  "x' onload='alert(1)",
  '</p><img src=x onerror=alert(1)>',
  'location',
  'cookie',
];

/** A tree of markup drawn from hostile parts, serialised as the server might send it (also unclosed). */
const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('text', 'ال', '<!-- c -->', '<![CDATA[x]]>', '&lt;b&gt;', '</p>', '<', '"', "'"),
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES)), { maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.boolean(),
      )
      .map(([tag, attributes, children, close]) => {
        const attrs = attributes.map(([name, value]) => ` ${name}="${value.replaceAll('"', '&quot;')}"`).join('');
        return `<${tag}${attrs}>${children.join('')}${close ? `</${tag}>` : ''}`;
      }),
  ),
})).node;

const FORBIDDEN = new Set(FORBIDDEN_TAGS.map((tag) => tag.toLowerCase()));
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background', 'srcset'];

function problems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) found.push(`${tag}[${name}]`);
      if (lower === 'style' || lower === 'srcdoc') found.push(`${tag}[${name}]`);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what browsers drop from a URL's scheme.
      const scheme = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(lower) && /^(javascript|vbscript|data):/.test(scheme))
        found.push(`${tag}[${name}=${value}]`);
    }
    if (
      tag === 'a' &&
      element.getAttribute('target') === '_blank' &&
      element.getAttribute('rel') !== 'noopener noreferrer'
    )
      found.push('a[target=_blank] without rel');
  }
  return found;
}

describe('sanitizeHtml, property-based', () => {
  it('leaves nothing that can run or restyle the page, whatever markup comes in', () => {
    fc.assert(
      fc.property(markup, (html) => {
        expect(problems(sanitizeHtml(html))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent: cleaning its own output changes nothing', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const once = sanitizeHtml(html);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      // Found by CI: parsed in quirks mode, this came out as `<p><p></p><table></table></p>`, which the
      // page (standards mode) reads as three siblings.
      { numRuns: 300, examples: [['<p><table><p>'], ['<p><table><p></p></table></p>']] },
    );
  });

  it('keeps ordinary text and safe markup as they were', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 .,!?\u0621-\u064a]{0,40}$/), (text) => {
        expect(sanitizeHtml(`<p><b>${text}</b></p>`)).toBe(`<p><b>${text}</b></p>`);
      }),
      { numRuns: 200 },
    );
  });
});
