import { media, vars } from '@dars/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// A heading may hold a long word the user or the server wrote (an e-mail address, a link): it breaks
// anywhere rather than widening the page.
const base = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.heading,
  textWrap: 'balance',
  overflowWrap: 'anywhere',
});

/** The type scale for headings: 1 is a page title, 4 a card title. */
export const heading = styleVariants({
  1: [base, { fontSize: vars.fontSize.xxl, fontWeight: 700 }],
  2: [base, { fontSize: vars.fontSize.xl, fontWeight: 700 }],
  3: [base, { fontSize: vars.fontSize.lg, fontWeight: 600 }],
  4: [base, { fontSize: vars.fontSize.md, fontWeight: 600 }],
});

export const header = style({ display: 'grid', gap: vars.space[2], minInlineSize: 0 });

/**
 * The title and its actions. On a phone the actions are always under the title: side by side, whether they
 * fit would depend on the words' exact widths, so the fallback font could fit them on one line and Cairo,
 * arriving late, move them and the whole page a line down (a layout shift). From 640 px, side by side,
 * wrapping when there is no room.
 */
export const titleRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  '@media': {
    [media.up('sm')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const lead = style({
  margin: 0,
  maxInlineSize: '65ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  // It may name the server's content (the exam's section): a word longer than the line wraps.
  overflowWrap: 'anywhere',
});
