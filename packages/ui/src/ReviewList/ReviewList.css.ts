import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[5] });
export const list = style({ display: 'grid', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });
export const review = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });
export const avatar = style({
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});
export const initial = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`,
  color: vars.color.primary,
  fontWeight: 700,
});
export const who = style({ display: 'grid', flex: 1, minInlineSize: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });
export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const comment = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.body,
});
export const longComment = style({ display: 'grid', justifyItems: 'start', gap: vars.space[2] });
/** The first six lines of a long comment. */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 6,
  overflow: 'hidden',
});
export const more = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  minBlockSize: '44px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
