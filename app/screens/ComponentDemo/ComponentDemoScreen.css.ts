import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

/** The subscribed view: the lessons, and the learner's panel beside them from 1024 px. */
export const split = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  ...responsive({ lg: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } }),
});

/** The info card at the width it has on the course page. */
export const card = style({ maxInlineSize: '24rem' });
