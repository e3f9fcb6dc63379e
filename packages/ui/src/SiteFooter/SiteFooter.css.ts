import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

const tablet = media.up('sm');
const desktop = media.up('lg');

export const footer = style({
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const inner = style({
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlockStart: vars.space[12],
  paddingBlockEnd: vars.space[6],
  '@media': {
    [tablet]: { paddingInline: vars.space[6] },
    [desktop]: { paddingBlockStart: vars.space[16] },
  },
});

/** One column on phones, two on tablets, four from 1024 px (brand and social get a little more room). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[8] },
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr))', columnGap: vars.space[10] },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minInlineSize: 0 });

/** The brand column: name and logo, then the social group a little further down. */
export const brandColumn = style([column, { gap: vars.space[6] }]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const logo = style({
  inlineSize: '40px',
  blockSize: '40px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Quick links are short: two per row on phones and tablets, one column on wide screens. */
export const quickList = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space[4],
    '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.size.touch,
  // A little room inside the focus ring, without moving the text off the column's edge.
  paddingInline: vars.space[1],
  marginInline: `calc(-1 * ${vars.space[1]})`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  transition: 'color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.25em' },
  },
});

export const address = style({ fontStyle: 'normal' });

export const contactItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space[2],
  selectors: { '&:has(a)': { paddingBlock: 0, alignItems: 'center' } },
});

export const contactIcon = style({
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
  marginBlockStart: '0.2em',
  color: vars.color.primary,
  selectors: { [`${contactItem}:has(a) &`]: { marginBlockStart: 0 } },
});

export const contactText = style({ overflowWrap: 'anywhere', minInlineSize: 0 });

export const socialList = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }]);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  transition: 'color 120ms ease, border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.primary, borderColor: vars.color.primary, background: vars.color.surfaceMuted },
  },
});

export const socialIcon = style({ inlineSize: '20px', blockSize: '20px' });

export const bottom = style({
  marginBlockStart: vars.space[12],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const copyright = style({ margin: 0, textAlign: 'center' });
