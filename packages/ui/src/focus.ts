/**
 * A selector for 'the same control' in another card, for handing focus on when a card leaves (a list's
 * removed card, a carousel's slide out of view): a toggle (the heart) by its pressed state, a link as a
 * link, anything else by its tag.
 */
export function sameControlSelector(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.hasAttribute('aria-pressed')) return `${tag}[aria-pressed]`;
  return tag === 'a' ? 'a[href]' : tag;
}
