import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  minInlineSize: 0,
});

export const title = style({ minInlineSize: 0 });

export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[3],
  marginInlineEnd: `calc(-1 * ${vars.space[3]})`,
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.surface})` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
