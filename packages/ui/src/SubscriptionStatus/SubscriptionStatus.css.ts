import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { 'screen and (min-width: 640px)': { padding: vars.space[6] } },
});

export const title = style({ margin: 0 });

export const planName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  // A plan's name is the server's: a word longer than the card wraps rather than widening the page.
  overflowWrap: 'anywhere',
});

export const status = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const facts = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space[1] });

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const progress = style({ inlineSize: '100%', blockSize: '8px', accentColor: vars.color.primary });

export const renew = style({ justifySelf: 'start' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
