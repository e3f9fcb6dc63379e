import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** Phones and tablets: one column (filters in a sheet); from 1024 px the filter sidebar beside the grid. */
export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  marginBlockStart: vars.space[6],
  ...responsive({ lg: { gridTemplateColumns: '272px minmax(0, 1fr)', gap: vars.space[8] } }),
});

export const sidebar = style({
  display: 'none',
  ...responsive({
    lg: {
      display: 'block',
      padding: vars.space[5],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
    },
  }),
});

export const results = style({ display: 'grid', gap: vars.space[5], minInlineSize: 0 });

/** The row above the grid: the filters button (phones), the active filters and the page. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
});

export const filtersButton = style({
  ...responsive({ lg: { display: 'none' } }),
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
});

export const summary = style({ flex: '1 1 16rem', minInlineSize: 0 });

/** What the grid shows when no filter is chosen ('All courses'). */
export const scope = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const pageOf = style({
  margin: 0,
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Room kept for a line that is not shown (see the page line). */
export const unseen = style({ visibility: 'hidden' });

export const resultsHeading = style({ scrollMarginBlockStart: vars.space[16] });
