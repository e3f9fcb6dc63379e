import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  blockSize: '100%',
  padding: vars.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minInlineSize: 0,
});

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.secondary} 12%, ${vars.color.surface})`,
  color: `color-mix(in srgb, ${vars.color.secondary} 70%, #000)`,
});

export const title = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.text,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  // Two lines, always, so the cards of a row and the skeleton share one height.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minBlockSize: `calc(2 * ${vars.lineHeight.heading} * 1em)`,
  alignSelf: 'stretch',
});

export const date = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.heading,
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginBlockStart: 'auto',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.surface})` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
