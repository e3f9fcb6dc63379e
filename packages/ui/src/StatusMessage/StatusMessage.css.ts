import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.heading });
export const body = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '48ch' });
