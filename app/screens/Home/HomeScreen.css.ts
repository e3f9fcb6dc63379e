import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The sections, one under another, with generous space between them. */
export const page = style({
  display: 'grid',
  gap: vars.space[10],
  minInlineSize: 0,
  ...responsive({ md: { gap: vars.space[16] } }),
});

export const section = style({ display: 'grid', gap: vars.space[4], minInlineSize: 0 });

/**
 * A section below the first screen (the carousels, the plans, the questions) is not laid out or painted
 * until it comes near the window (`content-visibility: auto`), as CardGrid's cards are not: else a phone's
 * first layout of the page takes every section at once. Until drawn it counts as about its usual height; after
 * that, as its last. The clip edge is moved out past a card's shadow and the focus ring.
 */
export const deferredSection = style([
  section,
  { contentVisibility: 'auto', containIntrinsicSize: 'auto 520px', overflowClipMargin: '48px' },
]);

/** A carousel's skeleton: as many placeholders as cards in view, in one row. */
export const skeletonRow = style({ overflow: 'hidden', blockSize: 'auto' });

/** The FAQ preview while loading: the height of five closed questions. */
export const faqLoading = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: `calc(5 * (${vars.size.touch} + ${vars.space[6]}))`,
});

export const cardLink = style({ display: 'block', blockSize: '100%' });
