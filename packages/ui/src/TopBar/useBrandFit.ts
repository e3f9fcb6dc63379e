import { type RefObject, useLayoutEffect } from 'react';

/**
 * How the product name is set in the top bar (the name's `data-fit`, styled in TopBar.css.ts), tried in
 * this order until the whole name fits the room its slot gives it: one line; two lines; two lines a size
 * smaller; two lines smaller still. Where none fits, the logo alone stands for the brand (or, with no logo,
 * a mark of the name's first letter), and the name is kept for screen readers: still the link's name.
 * The name is never cut.
 */
export const BRAND_FITS = ['line', 'lines', 'small', 'smaller'] as const;
export type BrandFit = (typeof BRAND_FITS)[number] | 'logo' | 'mark';

/** At most this many lines, and never taller than the slot (the bar's row): the bar never grows for a name. */
const MAX_LINES = 2;

/** Whether the name, as it is set now, lies within its box end to end and fits the slot's height in two lines. */
function fits(slot: HTMLElement, name: HTMLElement) {
  const box = name.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(name);
  // jsdom has no layout (unit tests): everything fits.
  if (typeof range.getClientRects !== 'function') return true;
  for (const line of range.getClientRects()) {
    if (line.left < box.left - 0.5 || line.right > box.right + 0.5) return false;
  }
  const style = getComputedStyle(name);
  const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.25;
  return name.offsetHeight <= Math.min(slot.clientHeight, MAX_LINES * lineHeight) + 0.5;
}

/** Sets the name (`data-fit`) the first way that fits its slot. */
export function fitBrandName(slot: HTMLElement, name: HTMLElement, hasLogo: boolean): BrandFit {
  for (const fit of BRAND_FITS) {
    name.dataset.fit = fit;
    if (fits(slot, name)) return fit;
  }
  const last: BrandFit = hasLogo ? 'logo' : 'mark';
  name.dataset.fit = last;
  return last;
}

/**
 * Keeps the name fitted: before the first paint of each name (a layout effect), and again when the slot's
 * width changes (the screen's width, the account's icons, the language) or the fonts arrive. The slot's size
 * never depends on the name, so fitting moves nothing else in the bar. The first paint of a page the build
 * prerendered has no script: the name there is the fallback, which fits the first way.
 */
export function useBrandFit(
  slot: RefObject<HTMLElement | null>,
  name: RefObject<HTMLElement | null>,
  /** The name shown, or null while a spinner stands in for it. */
  text: string | null,
  hasLogo: boolean,
) {
  useLayoutEffect(() => {
    if (text === null) return;
    const refit = () => {
      if (slot.current && name.current) fitBrandName(slot.current, name.current, hasLogo);
    };
    refit();
    let size = '';
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const now = `${entry?.contentRect.width}x${entry?.contentRect.height}`;
            if (now === size) return;
            size = now;
            refit();
          });
    if (slot.current) observer?.observe(slot.current);
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener?.('loadingdone', refit);
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener?.('loadingdone', refit);
    };
  }, [slot, name, text, hasLogo]);
}
