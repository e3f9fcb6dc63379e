import { vars } from '@dars/theme';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

/** The grid's columns follow the width it is given, not the viewport: a listing beside its filters works too. */
export const container = style({ containerType: 'inline-size', minInlineSize: 0 });

const list = style({
  display: 'grid',
  // 16 px, the same as between carousel cards, so a carousel's skeleton (this grid) matches it.
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignItems: 'stretch',
});

export const grid = styleVariants({
  course: [
    list,
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@container': {
        '(min-width: 520px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '(min-width: 760px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        '(min-width: 1000px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  ],
  compact: [
    list,
    {
      gap: vars.space[4],
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@container': {
        '(min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        '(min-width: 760px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        '(min-width: 1000px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      },
    },
  ],
});

/**
 * A card out of sight is not laid out or painted until it comes near the window (`content-visibility:
 * auto`): else a phone lays a page of 20 course cards all out in one long task as the list arrives. Until
 * a card has been drawn once it counts as about its usual height (a course card is 364–424 px tall, a
 * compact one 188–194 px); after that, as its last height. The containment this brings would clip what a
 * card draws outside its box (its shadow, 40 px at most when hovered, and the 5 px focus ring): the clip
 * edge is moved out past both.
 */
const offscreenCard = { contentVisibility: 'auto', overflowClipMargin: '48px' } as const;
globalStyle(`${grid.course} > li`, { ...offscreenCard, containIntrinsicSize: 'auto 400px' });
globalStyle(`${grid.compact} > li`, { ...offscreenCard, containIntrinsicSize: 'auto 190px' });

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

const placeholder = style({
  background: vars.color.surfaceMuted,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${shimmer} 1.4s ease-in-out infinite` },
  },
});

export const block = style([placeholder]);
export const bar = style([placeholder, { blockSize: '12px', borderRadius: vars.radius.full }]);

/** A bar in a box one text line tall (a line of 1rem or 0.875rem text at the heading line height). */
const lineBox = style([
  placeholder,
  {
    borderRadius: vars.radius.full,
    backgroundClip: 'content-box',
    boxSizing: 'border-box',
  },
]);
export const lineMd = style([
  lineBox,
  { blockSize: `calc(${vars.lineHeight.heading} * ${vars.fontSize.md})`, paddingBlock: '5px' },
]);
export const lineSm = style([
  lineBox,
  { blockSize: `calc(${vars.lineHeight.heading} * ${vars.fontSize.sm})`, paddingBlock: '4px' },
]);
/** The instructor card's field sits closer to the name (InstructorCard.css.ts). */
export const tucked = style({ marginBlockStart: `calc(-1 * ${vars.space[2]})` });
export const twoLines = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
});

export const w25 = style({ inlineSize: '25%' });
export const w40 = style({ inlineSize: '40%' });
export const w60 = style({ inlineSize: '60%' });
export const w90 = style({ inlineSize: '90%' });

// The course card's measures (CourseCard.css.ts): 16:9 cover, 16 px padding, 8 px gaps, a 24 px meta row,
// two title lines, a 28 px instructor row and a footer of a touch target plus 12 px.
export const courseMedia = style({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  // Holding the first course's picture (SkeletonGrid `early`), the box does not pulse: it would fade it.
  selectors: { '&:has(> img:not([hidden]))': { animation: 'none' } },
});
/** The first course's picture drawn early into the first placeholder (SkeletonGrid `early`), as the card draws it. */
export const earlyPicture = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
export const courseBody = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[2],
  padding: vars.space[4],
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  blockSize: '24px',
});
export const titleLines = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-around',
  fontSize: vars.fontSize.md,
  blockSize: `calc(2 * ${vars.lineHeight.heading} * 1em)`,
});
export const instructorRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], blockSize: '28px' });
export const dot = style({ inlineSize: '28px', blockSize: '28px', borderRadius: vars.radius.full, flexShrink: 0 });
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
  minBlockSize: `calc(${vars.size.touch} + ${vars.space[3]})`,
});

const compactBase = style({ alignItems: 'center', gap: vars.space[3], padding: vars.space[4] });
export const compact = styleVariants({
  instructor: [compactBase],
  category: [compactBase],
});
export const portrait = style({ inlineSize: '96px', blockSize: '96px', borderRadius: vars.radius.full });
export const tile = style({ inlineSize: '72px', blockSize: '72px', borderRadius: vars.radius.md });

export const certificate = style({ gap: vars.space[3], padding: vars.space[5] });
export const certificateIcon = style({ inlineSize: '48px', blockSize: '48px', borderRadius: vars.radius.md });
export const button = style({
  blockSize: vars.size.touch,
  inlineSize: '60%',
  borderRadius: vars.radius.full,
  marginBlockStart: 'auto',
});

/** The category card's two title lines, centred like its text. */
export const twoLinesCentred = style([twoLines, { alignItems: 'center' }]);
