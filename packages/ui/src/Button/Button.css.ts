import { vars } from '@dars/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({
  // The busy spinner is laid over the middle (styles/busy.css.ts).
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space[5],
  paddingBlock: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease, filter 120ms ease',
  selectors: {
    // Disabled is told by shape as well as colour: faded, and the cursor says no.
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { opacity: 0.8, cursor: 'progress' },
  },
});

export const fullWidth = style({ display: 'flex', inlineSize: '100%' });

const enabled = '&:not(:disabled):not([aria-disabled="true"]):hover';

export const variants = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.primaryContrast,
      selectors: { [enabled]: { filter: 'brightness(0.92)' } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: { [enabled]: { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.primary,
      selectors: { [enabled]: { background: vars.color.surfaceMuted } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.error,
      // White on the error red (#E10000) reads at 5:1.
      color: vars.color.surface,
      selectors: { [enabled]: { filter: 'brightness(0.92)' } },
    },
  ],
});

export const label = style({ minInlineSize: 0 });
