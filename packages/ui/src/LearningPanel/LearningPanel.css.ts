import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const next = style({ display: 'grid', gap: vars.space[2] });
export const lesson = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const pending = style({ margin: 0, color: vars.color.textMuted });
export const certificate = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.secondary}`,
  color: `color-mix(in srgb, ${vars.color.secondary} 70%, #000)`,
  fontWeight: 700,
  textDecoration: 'none',
  ':hover': { background: `color-mix(in srgb, ${vars.color.secondary} 10%, transparent)` },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
