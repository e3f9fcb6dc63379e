import { vars } from '@dars/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[3], minInlineSize: 0 });

/** Clips the track; the block padding leaves room for the cards' shadow. */
export const viewport = style({
  overflow: 'hidden',
  paddingBlock: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[2]})`,
});

export const track = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 350ms cubic-bezier(0.2, 0, 0, 1)' },
  },
});

const slideBase = style({
  flexShrink: 0,
  minInlineSize: 0,
  paddingInline: vars.space[2],
  boxSizing: 'border-box',
  display: 'flex',
});

// The card fills its slide, so the cards in view share one height.
globalStyle(`${slideBase} > *`, { flexGrow: 1, minInlineSize: 0 });

export const slide = styleVariants({
  1: [slideBase, { flexBasis: '100%' }],
  2: [slideBase, { flexBasis: '50%' }],
  3: [slideBase, { flexBasis: 'calc(100% / 3)' }],
  4: [slideBase, { flexBasis: '25%' }],
});

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });

/** Square icon buttons: doubled selector, so Button's own inline padding cannot squeeze the arrow away. */
export const control = style({
  selectors: { '&&': { paddingInline: 0, inlineSize: vars.size.touch, blockSize: vars.size.touch } },
});
