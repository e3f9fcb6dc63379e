import DOMPurify, { type Config } from 'dompurify';
import { QUIET_ELEMENT_NAMES, quietForParsing } from './preparse';

/**
 * The name of the one Trusted Types policy the app creates (scripts/security-policy.mjs allows
 * this name alone in `trusted-types`). Kept in step with that file by a unit test.
 */
export const TRUSTED_TYPES_POLICY = 'dars-sanitized-html';

interface TrustedTypesPolicyLike {
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): TrustedTypesPolicyLike;
}

let policy: TrustedTypesPolicyLike | null | undefined;

/**
 * The policy, created once and kept private to this module, used only through DOMPurify (for its
 * inert parsing document and to sign its sanitized output): createHTML passes strings through
 * unchanged, so the only TrustedHTML that reaches the page is DOMPurify's output. It makes no
 * script URLs at all. Null where the browser has no Trusted Types (then strings are used).
 */
function trustedTypesPolicy(): TrustedTypesPolicyLike | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy = factory
    ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
        createHTML: (sanitized) => sanitized,
        createScriptURL: () => {
          throw new TypeError('Dars creates no script URLs from strings');
        },
      })
    : null;
  return policy;
}

let hooked = false;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'template'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  // The elements preparse.ts renamed go with their content, as the originals would.
  ADD_FORBID_CONTENTS: QUIET_ELEMENT_NAMES,
  // Server ids and names are prefixed ('user-content-'), so none can stand for a global of the page
  // (DOM clobbering: `<a id="config">` would otherwise be `window.config`).
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

function hook() {
  if (hooked) return;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  hooked = true;
}

/**
 * DOMPurify parses with DOMParser, which without a doctype parses in quirks mode, where `<table>` does
 * not close an open `<p>`; the page that receives the output is in standards mode and would build a
 * different tree from the same string (`<p><table><p>` would come out as `<p><p></p><table></table></p>`,
 * which the page reads as three siblings). Parsing in standards mode, as the page does, and cleaning
 * again until the string no longer changes makes what is inserted exactly what was cleaned.
 */
const STANDARDS_MODE = '<!DOCTYPE html>';
const MOST_PASSES = 4;

/**
 * Every pass goes through the app's policy where the browser has Trusted Types: DOMPurify parses through
 * the policy it is given, and without one it would try to create its own, which the Content-Security-Policy
 * refuses (its parsing then throws).
 */
function cleanString(html: string): string {
  const trusted = trustedTypesPolicy();
  const config: Config = trusted ? { ...CONFIG, TRUSTED_TYPES_POLICY: trusted as never } : CONFIG;
  // Every parse is of quieted markup, so the page's policy reports nothing (preparse.ts): the first sees the
  // server's, the next ones what a mutation could have made of it.
  let cleaned = DOMPurify.sanitize(STANDARDS_MODE + quietForParsing(html), config);
  for (let pass = 1; pass < MOST_PASSES; pass += 1) {
    const again = DOMPurify.sanitize(STANDARDS_MODE + quietForParsing(cleaned), config);
    if (again === cleaned) return cleaned;
    cleaned = again;
  }
  return cleaned;
}

/** Cleans server HTML: no scripts, no event handlers, no javascript: URLs; links open safely. */
export function sanitizeHtml(html: string): string {
  hook();
  return cleanString(html);
}

/**
 * The same cleaning, returned as TrustedHTML under the app's one policy where the browser has
 * Trusted Types (the production policy requires it for innerHTML), else as a string.
 */
export function sanitizeToTrustedHtml(html: string): TrustedHTML | string {
  hook();
  const trusted = trustedTypesPolicy();
  const cleaned = cleanString(html);
  if (!trusted) return cleaned;
  return DOMPurify.sanitize(STANDARDS_MODE + quietForParsing(cleaned), {
    ...CONFIG,
    RETURN_TRUSTED_TYPE: true,
    TRUSTED_TYPES_POLICY: trusted as never,
  }) as unknown as TrustedHTML;
}
