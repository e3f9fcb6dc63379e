/**
 * The sanitizer against generated hostile HTML (fast-check): whatever the server sends, what comes out has
 * no script-bearing element, no event handler, no inline style, no script or data URL in a link or source,
 * every new-tab link is `noopener noreferrer`, cleaning twice changes nothing, and no document it parses on
 * the way holds anything the page's policy would report.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { HTML_PAYLOADS } from '../../../../e2e/hostile/corpus';
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
  'noframes',
  'plaintext',
  'desc',
  'mglyph',
  'annotation-xml',
  ...FORBIDDEN_TAGS,
];
/** Elements whose text the parser reads without tags, up to their end tag (escapable or not). */
const RAW_TEXT = ['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title'];
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
  'text/html',
  ...RAW_TEXT.map((tag) => `</${tag}><img src=x onerror=alert(1)>`),
  ']]><img src=x onerror=alert(1)>',
  '--!><img src=x onerror=alert(1)>',
];

/** A tree of markup drawn from hostile parts, serialised as the server might send it (also unclosed). */
const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      'text',
      'ال',
      '<!-- c -->',
      '<![CDATA[x]]>',
      '&lt;b&gt;',
      '</p>',
      '<',
      '"',
      "'",
      // Where comments, bogus comments and CDATA start and end.
      '<!--',
      '-->',
      '--!>',
      '<!-->',
      '<![CDATA[',
      ']]>',
      '<?',
      '<!x ',
      '</1 ',
    ),
    // A tag the raw text holds, in an attribute value a tag-reading pass would take for a value.
    fc.constantFrom(...RAW_TEXT).map((tag) => `<${tag}><img title="</${tag}><img src=x onerror=alert(1)>">`),
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

/**
 * What Chromium reports while it parses a document under the page's policy, though nothing runs (DOMParser,
 * createHTMLDocument and a template's content alike): event handlers, style attributes, `<style>`
 * (HTML or SVG) and a `<base>` with an address. `<script>`, `<link>` and `<meta>` report nothing there.
 */
function reportable(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    for (const { name } of element.attributes)
      if (/^on/i.test(name) || /^style$/i.test(name)) found.push(`${tag}[${name}]`);
    if (tag === 'style') found.push('<style>');
    if (tag === 'base' && element.hasAttribute('href')) found.push('<base href>');
    if (element instanceof HTMLTemplateElement) found.push(...reportable(element.content));
  }
  return found;
}

/** Cleans `html`: what comes out, and what the documents DOMPurify parsed on the way held that the policy reports. */
function cleanWatchingParses(html: string): { clean: string; reported: string[] } {
  const parse = DOMParser.prototype.parseFromString;
  const reported: string[] = [];
  const spy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (this: DOMParser, ...args) {
    const document = parse.apply(this, args);
    reported.push(...reportable(document));
    return document;
  });
  try {
    return { clean: sanitizeHtml(html), reported };
  } finally {
    spy.mockRestore();
  }
}

describe('sanitizeHtml, property-based', () => {
  it('leaves nothing that can run or restyle the page, and parses nothing the policy reports, whatever markup comes in', () => {
    // jsdom parses with parse5, which follows the standard: raw text, escapable raw text, comments, CDATA in
    // SVG and MathML, foreign content and the way back. The hostile sweep's corpus comes first, alone and whole.
    const corpus = [...HTML_PAYLOADS, HTML_PAYLOADS.join('\n')].map((html): [string] => [html]);
    fc.assert(
      fc.property(markup, (html) => {
        const { clean, reported } = cleanWatchingParses(html);
        expect(reported).toEqual([]);
        expect(problems(clean)).toEqual([]);
      }),
      { numRuns: 400, examples: corpus },
    );
    // A few seconds alone, several times that with both cores busy: the limit is there for a hang.
  }, 60_000);

  it('is idempotent: cleaning its own output changes nothing', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const once = sanitizeHtml(html);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      // Parsed in quirks mode, this would come out as `<p><p></p><table></table></p>`, which the page
      // (standards mode) reads as three siblings.
      { numRuns: 300, examples: [['<p><table><p>'], ['<p><table><p></p></table></p>']] },
    );
    // Seconds alone, more with both cores busy: the limit is there for a hang.
  }, 60_000);

  it('keeps ordinary text and safe markup as they were', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 .,!?\u0621-\u064a]{0,40}$/), (text) => {
        expect(sanitizeHtml(`<p><b>${text}</b></p>`)).toBe(`<p><b>${text}</b></p>`);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
