import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[5], alignContent: 'start' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const address = style({ fontStyle: 'normal' });
export const list = style({ display: 'grid', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

/** One detail: its icon in a soft tile, then the label above the value. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '44px minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'center',
});
export const tile = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});
export const icon = style({ inlineSize: '22px', blockSize: '22px' });
export const label = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ overflowWrap: 'anywhere', color: vars.color.text, fontWeight: 600 });
export const link = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const wideList = style({
  ...responsive({ md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
});

/** The placeholder's text lines: a muted bar as tall as the text, centred in the line it stands for. */
export const lines = style({ display: 'grid' });
export const bar = style({
  display: 'block',
  blockSize: '1em',
  marginBlock: `calc((${vars.lineHeight.body} - 1) * 0.5em)`,
  inlineSize: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const barLabel = style({ fontSize: vars.fontSize.sm, inlineSize: '35%' });
export const barSubheading = style({ fontSize: vars.fontSize.md, inlineSize: '6rem' });
export const socialPlaceholder = style({ background: vars.color.surfaceMuted, borderColor: 'transparent' });
