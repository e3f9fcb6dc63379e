import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

/** Reserves a card's height while the guides load, so their arrival does not move the page. */
export const body = style({ display: 'grid', minBlockSize: '240px', alignContent: 'start' });

/** The two guides side by side from tablet width, stacked on a phone. */
export const list = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...responsive({ md: { gridTemplateColumns: '1fr 1fr' } }),
});

export const guide = style({ display: 'grid', gap: vars.space[3], alignContent: 'start', blockSize: '100%' });

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const text = style({ margin: 0, color: vars.color.textMuted });

/** The guide's link: a button-sized target at the card's foot. */
export const open = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  justifySelf: 'start',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
