import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
export const avatar = style({
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surface,
  flexShrink: 0,
});
// The name and the category are the server's: a word longer than the line breaks rather than widening the page.
export const name = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const category = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const bio = style({ lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
