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

export const side = style({
  position: 'sticky',
  insetBlockStart: vars.space[2],
  zIndex: 5,
  minInlineSize: 0,
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
