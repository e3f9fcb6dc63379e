import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** Number and country side by side from a wide phone up (the number first, at the inline start). */
export const row = style({
  display: 'grid',
  gap: vars.space[3],
  minInlineSize: 0,
  '@media': {
    [media.up('phone')]: { gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)', alignItems: 'start' },
  },
});
