import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const item = style({ display: 'flex', minInlineSize: 0 });
