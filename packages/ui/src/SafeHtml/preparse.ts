/**
 * Server HTML made quiet before it is parsed for sanitizing. Chromium applies the page's
 * Content-Security-Policy to every document the page parses (DOMParser, createHTMLDocument, a template's
 * content alike, measured): an inert parse of hostile markup reports a violation for each event-handler
 * attribute, style attribute, `<style>` and `<base>`, although nothing runs. Those reports drowned the ones
 * a policy is for. This pass renames them, inside tags only (text is left as it is), to names the
 * sanitizer then drops with their content: it removes nothing the sanitizer would have kept (it forbids
 * all of them), and the sanitizer still cleans its output, so it is not a security layer and needs not be
 * a full HTML tokenizer; where it misreads, a violation is reported, as before.
 */

/** Elements whose parsing the policy reports (or whose loading it would refuse). */
const QUIET_ELEMENTS = new Set(['style', 'base', 'link', 'meta', 'script']);
/** The prefix of a renamed element or attribute. */
export const QUIET_PREFIX = 'dars-drop-';
/** The renamed elements, for the sanitizer's list of elements dropped with their content. */
export const QUIET_ELEMENT_NAMES = [...QUIET_ELEMENTS].map((name) => `${QUIET_PREFIX}${name}`);

const quietAttribute = (name: string) => /^on/i.test(name) || /^style$/i.test(name);

const TAG_OPEN = /<(\/?)([A-Za-z][^\s/>]*)/y;
const SPACE = /[\s/]+/y;
const ATTRIBUTE_NAME = /[^\s/>"'=][^\s/>=]*/y;
const ATTRIBUTE_VALUE = /\s*=\s*("[^"]*"?|'[^']*'?|[^\s>]*)/y;

function match(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

export function quietForParsing(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const next = html.indexOf('<', i);
    if (next < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, next);
    i = next;
    // `<!-->` and `<!--->` are whole (empty) comments to the parser, and what follows is markup.
    const abrupt = /^<!---?>/.exec(html.slice(i, i + 6));
    if (abrupt) {
      out += abrupt[0];
      i += abrupt[0].length;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      const stop = end < 0 ? html.length : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    const tag = match(TAG_OPEN, html, i);
    if (!tag) {
      out += '<';
      i += 1;
      continue;
    }
    const name = tag[2] as string;
    out += `<${tag[1]}${QUIET_ELEMENTS.has(name.toLowerCase()) ? `${QUIET_PREFIX}${name}` : name}`;
    i += tag[0].length;
    // The attributes, to the end of the tag.
    while (i < html.length && html[i] !== '>') {
      const space = match(SPACE, html, i);
      if (space) {
        out += space[0];
        i += space[0].length;
        continue;
      }
      const attribute = match(ATTRIBUTE_NAME, html, i);
      if (!attribute) {
        // A stray quote or '=': kept as it is.
        out += html[i];
        i += 1;
        continue;
      }
      out += quietAttribute(attribute[0]) ? `${QUIET_PREFIX}${attribute[0]}` : attribute[0];
      i += attribute[0].length;
      const value = match(ATTRIBUTE_VALUE, html, i);
      if (value) {
        out += value[0];
        i += value[0].length;
      }
    }
  }
  return out;
}
