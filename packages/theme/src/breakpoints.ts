import type { StyleRule } from '@vanilla-extract/css';

/**
 * The one set of breakpoints (min-widths in px), mobile first. The spec's own are sm, md and lg
 * (carousel and strip cards: 1 below 640, 2 below 768, 3 below 1024, else 4); xl is where the top bar
 * fits on one row; phone is where two fields share a row; xs is the narrowest phones.
 */
export const breakpoints = { xs: 360, phone: 480, sm: 640, md: 768, lg: 1024, xl: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries over the breakpoints: `up('md')` from 768 px, `below('md')` under 768 px, `between`. */
export const media = {
  up: (from: Breakpoint) => `screen and (min-width: ${breakpoints[from]}px)`,
  below: (to: Breakpoint) => `screen and (max-width: ${breakpoints[to] - 0.02}px)`,
  between: (from: Breakpoint, to: Breakpoint) =>
    `screen and (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
};

type MediaStyle = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer'>;

/**
 * Mobile-first styles per breakpoint, for a vanilla-extract `style()`:
 * `style({ display: 'grid', ...responsive({ md: { gridTemplateColumns: '1fr 1fr' } }) })`.
 */
export function responsive(rules: Partial<Record<Breakpoint, MediaStyle>>): { '@media': Record<string, MediaStyle> } {
  const ordered = (Object.keys(breakpoints) as Breakpoint[]).filter((bp) => rules[bp]);
  return { '@media': Object.fromEntries(ordered.map((bp) => [media.up(bp), rules[bp] as MediaStyle])) };
}

/**
 * Cards in view for carousels and the my-courses strip (spec sections 4 and 9): 1 below 640 px,
 * 2 below 768 px, 3 below 1024 px, otherwise 4. The one rule both the machines and the ui read.
 */
export function cardsPerView(width: number): 1 | 2 | 3 | 4 {
  if (width < breakpoints.sm) return 1;
  if (width < breakpoints.md) return 2;
  if (width < breakpoints.lg) return 3;
  return 4;
}
