import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 1024px)';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

/** The courses, then the summary; side by side on a desktop, the summary at the inline end and sticky. */
export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  minBlockSize: '320px',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

export const items = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const aside = style({
  '@media': { [wide]: { position: 'sticky', insetBlockStart: vars.space[4] } },
});

export const payHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Placeholders of the loading cart, the size of what comes, so nothing below moves when it arrives. */
export const skeletonRow = style({
  blockSize: '122px',
  borderRadius: vars.radius.lg,
  // A card's face and edge: on the page behind it, surfaceMuted already, a muted skeleton would be unseen.
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const skeletonSummary = style({
  blockSize: '360px',
  borderRadius: vars.radius.lg,
  // A card's face and edge: on the page behind it, surfaceMuted already, a muted skeleton would be unseen.
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
