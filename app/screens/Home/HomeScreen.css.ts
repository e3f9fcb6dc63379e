import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.up('md')]: { padding: vars.space[10] } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.heading });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const about = style({ color: vars.color.text });
