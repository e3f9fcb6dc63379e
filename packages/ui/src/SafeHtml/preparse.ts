/**
 * Server HTML made quiet before it is parsed for sanitizing. Chromium applies the page's Content-Security-Policy to
 * every document the page parses (DOMParser, createHTMLDocument, a template's content alike): an inert parse of hostile
 * markup reports a violation for each event-handler attribute, style attribute, `<style>` element (HTML or SVG) and
 * `<base href>`, although nothing runs (`<script>`, `<link>` and `<meta>` report nothing there). Those reports would
 * drown the ones a policy is for. This pass renames them to names the sanitizer drops (a `<style>` with its content),
 * and the sanitizer still cleans what it gives: it is not a security layer.
 *
 * Which `<` opens a tag depends on the state the parser is in there: raw text (`<xmp>`, `<noembed>`,
 * `<iframe>`, `<noframes>`, `<script>`, `<style>`, `<plaintext>`), escapable raw text (`<textarea>`,
 * `<title>`), comments and bogus comments, CDATA in SVG and MathML, and the tree builder's moves in and out of
 * foreign content, which differ between browsers (Chromium reads tags inside `<select>` that parse5 drops).
 * A pass that followed the states would have to be the browser's own parser. This one needs none of them: it
 * reads a tag at every `<` followed by a letter, wherever it stands, exactly as the tokenizer reads a tag from
 * its tag-open state (which nothing before the `<` changes), and quiets each. Whatever state the browser's
 * parser is in, every tag it reads starts at one of those and is quiet. What it renames adds only letters and
 * hyphens inside a name, so every tag still starts, ends and splits into attributes where it did.
 *
 * The price: where a `<` the parser takes as text is followed by what reads as a tag with such a name, that
 * text is renamed too. In comments, raw text and CDATA the sanitizer drops it anyway; what a reader could see
 * is an attribute value or a textarea's text that holds a `<` before a letter: a title `<b onclick=x>` is
 * kept as `<b dars-drop-onclick=x>`, and `a<b and one more` as `a<b and dars-drop-one more`.
 */

/** The prefix of a renamed element or attribute. */
export const QUIET_PREFIX = 'dars-drop-';
/** The renamed elements, for the sanitizer's list of elements dropped with their content. */
export const QUIET_ELEMENT_NAMES = [`${QUIET_PREFIX}style`];

/** Attributes the policy reports while parsing: handlers and style anywhere, and a `<base>`'s address. */
const quietAttribute = (name: string, base: boolean) =>
  /^on/i.test(name) || /^style$/i.test(name) || (base && /^href$/i.test(name));

const SPACE = /[\t\n\f\r ]/;
const LETTER = /[A-Za-z]/;

/** For each index of `html`, the first index at or after it whose character `stops` (or its length). */
function nextStop(html: string, stops: RegExp): Int32Array {
  const next = new Int32Array(html.length + 1);
  next[html.length] = html.length;
  for (let i = html.length - 1; i >= 0; i -= 1) next[i] = stops.test(html[i] as string) ? i : (next[i + 1] as number);
  return next;
}

/** Where the tokenizer stands between the parts of a start tag (HTML's tokenizer states of the same names). */
const BEFORE_NAME = 0;
const AFTER_NAME = 1;
const BEFORE_VALUE = 2;

export function quietForParsing(html: string): string {
  if (!html.includes('<')) return html;
  // Where a tag name, an attribute name and an unquoted value end: found once, so that however many tags
  // are read inside one another, every step is one look-up.
  const tagNameEnd = nextStop(html, /[\t\n\f\r />]/);
  const attributeNameEnd = nextStop(html, /[\t\n\f\r />=]/);
  const unquotedEnd = nextStop(html, /[\t\n\f\r >]/);
  const renameAt = new Set<number>();
  // Tags read inside one another meet in the same state at the same place, from where they read the same:
  // each is read on only as far as that (one mark per place, state and whether the tag is a `<base>`).
  const seen = new Uint8Array(html.length * 6);

  /** Reads a start tag's attributes from `at`, in `state`, to its end. */
  const readAttributes = (at: number, state: number, base: boolean) => {
    let i = at;
    let s = state;
    while (i < html.length) {
      const key = (i * 3 + s) * 2 + (base ? 1 : 0);
      if (seen[key]) return;
      seen[key] = 1;
      const c = html[i] as string;
      if (SPACE.test(c)) {
        i += 1;
        continue;
      }
      if (s === BEFORE_VALUE) {
        if (c === '>') return;
        if (c === '"' || c === "'") {
          const close = html.indexOf(c, i + 1);
          if (close < 0) return;
          i = close + 1;
        } else i = unquotedEnd[i] as number;
        s = BEFORE_NAME;
        continue;
      }
      if (c === '>') return;
      if (c === '/') {
        // The self-closing state: a `/` not before `>` is passed over as a space is.
        i += 1;
        s = BEFORE_NAME;
        continue;
      }
      if (c === '=' && s === AFTER_NAME) {
        i += 1;
        s = BEFORE_VALUE;
        continue;
      }
      // An attribute's name (its first character may be `=`; it then ends at the next one).
      const end = attributeNameEnd[c === '=' ? i + 1 : i] as number;
      if (quietAttribute(html.slice(i, end), base)) renameAt.add(i);
      i = end;
      s = AFTER_NAME;
    }
  };

  for (let open = html.indexOf('<'); open >= 0; open = html.indexOf('<', open + 1)) {
    const end = html[open + 1] === '/';
    const start = open + (end ? 2 : 1);
    if (!LETTER.test(html[start] ?? '')) continue;
    const stop = tagNameEnd[start] as number;
    const name = html.slice(start, stop);
    if (/^style$/i.test(name)) renameAt.add(start);
    // An end tag's attributes are dropped by the parser.
    if (!end) readAttributes(stop, BEFORE_NAME, /^base$/i.test(name));
  }

  if (renameAt.size === 0) return html;
  let out = '';
  let from = 0;
  for (const at of [...renameAt].sort((a, b) => a - b)) {
    out += `${html.slice(from, at)}${QUIET_PREFIX}`;
    from = at;
  }
  return out + html.slice(from);
}
