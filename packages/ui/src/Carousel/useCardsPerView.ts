import { breakpoints, cardsPerView } from '@dars/theme';
import { useSyncExternalStore } from 'react';

type CardsPerView = 1 | 2 | 3 | 4;

/** The queries whose answers decide the count: min-width 640, 768 and 1024 px (cardsPerView in @dars/theme). */
const QUERIES = [breakpoints.sm, breakpoints.md, breakpoints.lg].map((px) => `(min-width: ${px}px)`);

function lists(): MediaQueryList[] | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return QUERIES.map((query) => window.matchMedia(query));
}

function snapshot(): CardsPerView {
  const mqls = lists();
  if (!mqls) return typeof window === 'undefined' ? 4 : cardsPerView(window.innerWidth);
  return (1 + mqls.filter((mql) => mql.matches).length) as CardsPerView;
}

function subscribe(onChange: () => void): () => void {
  const mqls = lists();
  if (!mqls) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  for (const mql of mqls) mql.addEventListener('change', onChange);
  return () => {
    for (const mql of mqls) mql.removeEventListener('change', onChange);
  };
}

/**
 * Cards in view for carousels and the my-courses strip: 1 below 640 px, 2 below 768 px, 3 below 1024 px,
 * otherwise 4. Read from matchMedia during render, so the first render already has the right count.
 */
export function useCardsPerView(): CardsPerView {
  return useSyncExternalStore(subscribe, snapshot, () => 4);
}
