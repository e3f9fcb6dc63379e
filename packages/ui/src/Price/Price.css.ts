import { vars } from '@dars/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[2],
  rowGap: 0,
  minInlineSize: 0,
  lineHeight: vars.lineHeight.heading,
});

export const sizes = styleVariants({
  sm: { fontSize: vars.fontSize.md },
  md: { fontSize: vars.fontSize.lg },
});

export const amount = style({ fontWeight: 700, color: vars.color.text, whiteSpace: 'nowrap' });

export const free = style({
  fontWeight: 700,
  color: `color-mix(in srgb, ${vars.color.secondary} 70%, #000)`,
  whiteSpace: 'nowrap',
});

export const before = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  textDecorationThickness: '1px',
});
