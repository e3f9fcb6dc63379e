import { media, vars } from '@dars/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The one card surface: white, a soft border and shadow, the large radius. */
const surface = style({
  minInlineSize: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const card = styleVariants({
  none: [surface],
  md: [surface, { padding: vars.space[4] }],
  lg: [surface, { padding: vars.space[6], '@media': { [media.below('phone')]: { padding: vars.space[4] } } }],
});
