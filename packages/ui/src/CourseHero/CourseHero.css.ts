import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** Picture first on a phone; from 768 px the text beside the picture, at the inline start. */
export const root = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'center',
  ...responsive({ md: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space[8] } }),
});

export const media = style({
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  ...responsive({ md: { order: 2 } }),
});

export const picture = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: vars.space[3], alignContent: 'center', minInlineSize: 0 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const category = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.primary} 10%, transparent)`,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontWeight: 700 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const people = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

export const instructor = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[3] });
export const avatar = style({
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});
export const label = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const name = style({ display: 'block', fontWeight: 700 });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The waiting box's line is an outline inside it, not a border: the course picture drawn into it then
 * fills the same box as the loaded header's (the page's largest paint is not taken again by a bigger
 * one), and the line goes once the picture is in.
 */
export const skeletonBlock = style({
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: '-1px',
  selectors: { '&:has(> img:not([hidden]))': { outlineStyle: 'none' } },
});
export const skeletonLine = style({
  blockSize: '1rem',
  inlineSize: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const short = style({ inlineSize: '30%' });
export const tall = style({ blockSize: '2.5rem', inlineSize: '90%' });
