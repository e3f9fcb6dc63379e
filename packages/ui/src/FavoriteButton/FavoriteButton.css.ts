import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A round heart button; where it sits is its container's concern (a card places it over the image). */
export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgb(255 255 255 / 92%)',
  boxShadow: '0 1px 3px rgb(20 23 31 / 18%)',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { color: vars.color.error },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-active]': { color: vars.color.error },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
});

export const heartIcon = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinejoin: 'round',
  selectors: { [`${heart}[data-active] &`]: { fill: 'currentColor' } },
});

// The spinner inside the heart takes its colour.
globalStyle(`${heart} [aria-hidden="true"] > span`, {
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
});
