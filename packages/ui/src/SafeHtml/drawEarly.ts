import { sanitizeToTrustedHtml } from './sanitize';

/**
 * For boot (app/boot), a chunk of its own (build/boot earlyHtml.ts): the server HTML a first screen shows (a policy),
 * drawn into the prerendered page's waiting slot (`[data-early-html]`, EarlySafeHtml) as soon as boot
 * has the answer, before the app has loaded. It goes through the app's sanitizer and its one Trusted
 * Types policy, exactly as SafeHtml draws it; the app's first render then draws the same text in the same
 * place. Nothing once the app has drawn its own page, nor without a slot or text.
 */
export function drawEarlyHtml(html: unknown): void {
  const slot = document.querySelector<HTMLElement>('#root[data-prerendered] [data-early-html]');
  if (!slot || typeof html !== 'string' || !html.trim()) return;
  // SafeHtml's sink, for the same sanitized markup (TrustedHTML under the production policy).
  slot.innerHTML = sanitizeToTrustedHtml(html) as string;
  for (const waiting of document.querySelectorAll('#root[data-prerendered] [data-early-html-waiting]')) {
    waiting.remove();
  }
  slot.hidden = false;
}
