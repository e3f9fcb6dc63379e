import { media, vars } from '@dars/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[5] });

/** A phone: the bar above the questions. A desktop: the bar beside them, at the inline start. */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.up('lg')]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

/**
 * Beside the questions on a wide screen, it stays in view under the one-row top bar (72 px from xl); on a
 * phone it scrolls with the page (sticky, it would cover a third of the screen) and the last minute is
 * announced and shown in red when it comes.
 */
export const side = style({
  minInlineSize: 0,
  '@media': { [media.up('xl')]: { position: 'sticky', insetBlockStart: '88px', zIndex: 5 } },
});

export const questions = style({ display: 'grid', gap: vars.space[4], minInlineSize: 0 });

export const footer = style({ display: 'grid', gap: vars.space[3] });

const pulse = keyframes({ '50%': { opacity: 0.55 } });
const placeholder = {
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
} as const;
export const skeletonBar = style({ ...placeholder, blockSize: '150px' });
export const skeletonCard = style({ ...placeholder, blockSize: '320px' });
