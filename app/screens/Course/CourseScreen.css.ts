import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/**
 * The course page: on a phone the header, then the card that acts (subscribe, or the learner's progress),
 * then the lessons and the tabs; from 1024 px the header, lessons and tabs in the main column and the
 * card in a sticky column at the inline end.
 */
export const page = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  gridTemplateAreas: '"header" "aside" "main"',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsive({
    lg: {
      gridTemplateAreas: '"header aside" "main aside"',
      gridTemplateColumns: 'minmax(0, 1fr) 22rem',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space[8],
    },
  }),
});

export const header = style({ gridArea: 'header', minInlineSize: 0 });
export const main = style({ gridArea: 'main', display: 'grid', gap: vars.space[8], minInlineSize: 0 });
export const aside = style({
  gridArea: 'aside',
  minInlineSize: 0,
  ...responsive({ lg: { position: 'sticky', insetBlockStart: vars.space[4] } }),
});

/** The subscribed learner's lessons, above the tabs. */
export const learning = style({ display: 'grid', gap: vars.space[4] });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

/** The lesson being watched. */
export const stage = style({
  display: 'grid',
  gap: vars.space[3],
  // Below the sticky top bar when it scrolls into view.
  scrollMarginBlockStart: '6rem',
});
export const stageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
export const stageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
/** The player's 16:9 box while its code loads: nothing moves when it arrives. */
export const stageWaiting = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const stageNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const overview = style({ display: 'grid', gap: vars.space[8] });
export const description = style({ lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
export const lead = style({ margin: 0, marginBlockEnd: vars.space[4], color: vars.color.textMuted });
export const certificate = style({
  display: 'grid',
  gap: vars.space[4],
  justifyItems: 'start',
  maxInlineSize: '28rem',
});

/** While the course loads: the header's and the card's places. */
export const skeletonCard = style({
  blockSize: '360px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

/** The overview's place while its code arrives: about a description's height. */
export const overviewWaiting = style({ minBlockSize: '320px' });
