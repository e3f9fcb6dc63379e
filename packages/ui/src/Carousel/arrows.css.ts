import { style } from '@vanilla-extract/css';

/** Mirrored in right-to-left text, so arrows point the reading way. */
export const mirrored = style({
  display: 'block',
  flexShrink: 0,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
