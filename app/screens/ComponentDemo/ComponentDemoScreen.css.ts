import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

/** The subscribed view: the learner's panel and the lessons. */
export const split = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  // The learner's panel first on a phone (above the lessons, as on the course page), beside them from 1024 px.
  ...responsive({ lg: { gridTemplateColumns: '22rem minmax(0, 1fr)' } }),
});

/** The info card at the width it has on the course page. */
export const card = style({ maxInlineSize: '24rem' });

/** The place of the link to the course while the course is not known yet (the link's weight, unseen). */
export const reserved = style({ visibility: 'hidden', fontWeight: 600 });
