import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The questions, then the contact prompt beside them on a wide screen (below them on a phone). */
export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  ...responsive({ lg: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } }),
});

/** The list's area keeps the height of a page of questions, so a short state does not move the footer. */
export const body = style({ display: 'grid', gap: vars.space[6], minBlockSize: '480px', alignContent: 'start' });

/** A question's place while the list loads: the height of a closed question. */
export const skeletonList = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
export const skeletonItem = style({
  blockSize: '50px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const prompt = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start' });
export const promptTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const promptText = style({ margin: 0, color: vars.color.textMuted });
