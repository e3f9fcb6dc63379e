/** A page number, or a gap ('…') in a long run of pages. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbers a pagination shows: the first and last pages, the current one with `siblings` on each side,
 * and a gap where pages are left out (a gap of exactly one page shows that page instead).
 */
export function pageItems(page: number, lastPage: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const shown = new Set<number>([1, last]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= last) shown.add(p);
  // Near either end, keep the run as long as in the middle so the control does not jump in width.
  const span = 2 * siblings + 3;
  if (current <= span - 1) for (let p = 1; p <= Math.min(last, span); p++) shown.add(p);
  if (current >= last - span + 2) for (let p = Math.max(1, last - span + 1); p <= last; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
