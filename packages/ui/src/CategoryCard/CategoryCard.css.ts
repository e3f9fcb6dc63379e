import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  blockSize: '100%',
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  minInlineSize: 0,
});

export const linked = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'border-color 160ms ease, box-shadow 160ms ease' },
  },
  selectors: {
    '&:hover': {
      borderColor: `color-mix(in srgb, ${vars.color.primary} 35%, ${vars.color.border})`,
      boxShadow: '0 2px 4px rgb(20 23 31 / 6%), 0 12px 28px rgb(20 23 31 / 10%)',
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tile = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: '72px',
  blockSize: '72px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.surface})`,
  color: vars.color.primary,
});

/** Two lines, always reserved (so the cards of a row, and their skeletons, share one height): long Arabic titles wrap instead of being cut. */
export const title = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxInlineSize: '100%',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  blockSize: `calc(2 * ${vars.lineHeight.heading} * ${vars.fontSize.md})`,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.heading,
});
