import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start', minBlockSize: '320px' });

export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const item = style({ display: 'flex', minInlineSize: 0 });

export const listTitle = style({ marginBlock: `0 ${vars.space[4]}`, fontSize: vars.fontSize.lg });

/** A loading plan card, the size of one, so the footer does not move when they come. */
export const skeleton = style({
  blockSize: '460px',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
