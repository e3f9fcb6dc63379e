import { media, vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const field = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'stretch',
  minInlineSize: 0,
});

export const label = style({
  fontWeight: 600,
  color: vars.color.text,
});

export const boxes = style({
  display: 'flex',
  // The boxes share the width they get (a 375 px phone card is narrower than six 52 px boxes).
  inlineSize: '100%',
  maxInlineSize: '352px',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  gap: vars.space[2],
  '@media': { [media.below('xs')]: { gap: '6px' } },
});

/** Empty boxes must still read as boxes: a boundary of about 3:1 against the surface (WCAG 1.4.11). */
const emptyBorder = vars.color.controlBorder;

export const box = style({
  boxSizing: 'border-box',
  flex: '1 1 0',
  minInlineSize: 0,
  maxInlineSize: '52px',
  blockSize: '52px',
  padding: 0,
  border: `1.5px solid ${emptyBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  caretColor: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  textAlign: 'center',
  transition: 'border-color 120ms ease, background-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&[data-filled]': { borderColor: vars.color.textMuted },
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderColor: vars.color.primary,
      background: vars.color.surface,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.error,
      background: `color-mix(in srgb, ${vars.color.error} 6%, ${vars.color.surface})`,
    },
    '&[aria-invalid="true"]:focus': { outlineColor: vars.color.error },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [media.up('phone')]: { inlineSize: '52px', blockSize: '52px' },
    [media.below('xs')]: { inlineSize: '44px', blockSize: '44px' },
  },
});

// A filled box is selected when focused, so typing replaces its digit; the highlight would only distract.
globalStyle(`${box}::selection`, { background: 'transparent' });

export const error = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.heading,
});
