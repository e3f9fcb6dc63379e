import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 640px)';

/** A cart row: the cover at the inline start, the course in the middle, price and remove at the end. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gridTemplateAreas: '"media body" "end end" "failure failure"',
  gap: vars.space[3],
  padding: vars.space[3],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [wide]: {
      gridTemplateColumns: '160px minmax(0, 1fr) auto',
      gridTemplateAreas: '"media body end" "failure failure failure"',
      gap: vars.space[4],
      padding: vars.space[4],
    },
  },
});

export const media = style({
  gridArea: 'media',
  alignSelf: 'start',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minInlineSize: 0,
});

/** The category and the rating; the category's name (the server's) wraps anywhere rather than widening the row. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  overflowWrap: 'anywhere',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const end = style({
  gridArea: 'end',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  '@media': {
    [wide]: { flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const price = style({ fontWeight: 700, fontSize: vars.fontSize.md, whiteSpace: 'nowrap' });

export const failure = style({ gridArea: 'failure' });

/** The summary panel: figures as a description list, one row each, the total set apart. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [wide]: { padding: vars.space[6] } },
});

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
});

export const summaryHeading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const figure = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3] });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const discount = style({ fontWeight: 600 });

export const total = style({
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const coupon = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const couponRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const couponError = style({ margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

export const code = style({ direction: 'ltr', unicodeBidi: 'isolate', fontWeight: 700 });
