import { vars } from '@dars/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({ display: 'inline-flex', alignItems: 'center', gap: '2px', flexShrink: 0, lineHeight: 1 });

export const root = styleVariants({
  sm: [base, { blockSize: '16px' }],
  md: [base, { blockSize: '20px' }],
});

const star = style({
  display: 'block',
  blockSize: '100%',
  inlineSize: 'auto',
  aspectRatio: '1',
  strokeWidth: 1.6,
  strokeLinejoin: 'round',
});

/** A warm amber that reads on white (3:1 for the outline of a graphic, WCAG 1.4.11). */
export const filled = style([star, { fill: '#E8A300', stroke: '#C98A00' }]);
export const empty = style([star, { fill: vars.color.surfaceMuted, stroke: vars.color.controlBorder }]);
