import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', justifyContent: 'center', minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.below('phone')]: { gap: '2px' } },
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  minInlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    'a&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const number = style([
  control,
  {
    paddingInline: vars.space[2],
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryContrast,
      },
      '&[aria-current="page"]:hover': { color: vars.color.primaryContrast },
    },
    // Forced colours (Windows high contrast) drop the brand fill: the current page keeps a fill of its own,
    // in the system's Highlight pair, so it still differs from the other numbers.
    '@media': {
      '(forced-colors: active)': {
        selectors: {
          '&[aria-current="page"], &[aria-current="page"]:hover': {
            forcedColorAdjust: 'none',
            background: 'Highlight',
            borderColor: 'Highlight',
            color: 'HighlightText',
          },
        },
      },
    },
  },
]);

export const step = style([
  control,
  {
    paddingInline: vars.space[3],
    // Told by shape, not by faded text (which would fail contrast): no border, a muted surface.
    selectors: {
      '&[data-disabled]': {
        borderColor: 'transparent',
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
]);

/** Words beside the arrows from 480 px; arrows alone (named for screen readers) on the narrowest phones. */
export const stepText = style({
  '@media': {
    [media.below('phone')]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '20px',
  blockSize: vars.size.touch,
  color: vars.color.textMuted,
});
