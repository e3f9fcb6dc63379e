/**
 * Focus never stays on the page body because the control that had it went away: a list's retry button
 * replaced by its skeleton (/faq, the policies), a form replaced by its spinner while the profile reloads,
 * a card's button whose card re-rendered. Screens move focus themselves where they know better (a new
 * page's heading, a dialog's trigger, the next card of a list); this is the net under them. When the
 * focused element has left the document and, a moment later (after the screens' own effects and a
 * dialog's return of focus), focus is still on the body, it goes to the page's heading (read first, and
 * the place from which a keyboard user goes on), else to the main region.
 */

/**
 * How long screens and dialogs get to place focus themselves before the net acts: both this many
 * frames (a dialog returns focus over a few frames; a card's subscribe looks after three) and this time.
 */
export const FOCUS_SETTLE_FRAMES = 6;
export const FOCUS_SETTLE_MS = 250;

const OPEN_DIALOG = '[role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden])';

/** Starts the net; the returned function stops it. */
export function keepFocusOffTheBody(doc: Document = document): () => void {
  let focused: Element | null = null;
  let frame = 0;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver((records) => {
    const lost = focused;
    if (!lost || lost.isConnected) return;
    const removed = records.some((r) => [...r.removedNodes].some((node) => node === lost || node.contains(lost)));
    if (!removed) return;
    focused = null;
    cancelAnimationFrame(frame);
    const since = performance.now();
    let frames = 0;
    const settle = () => {
      frames += 1;
      if (frames < FOCUS_SETTLE_FRAMES || performance.now() - since < FOCUS_SETTLE_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const active = doc.activeElement;
      if (active && active !== doc.body) return;
      // A dialog on its way in (or open) places focus itself, and returns it on closing.
      if (doc.querySelector(OPEN_DIALOG)) return;
      fallback(doc)?.focus();
    };
    frame = requestAnimationFrame(settle);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    cancelAnimationFrame(frame);
  };
}

function fallback(doc: Document): HTMLElement | null {
  const target = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}
