import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

/** The form beside the contact details from 1024 px; stacked on a phone, the form first. */
export const columns = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  ...responsive({ lg: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } }),
});

/** One form on its own: a comfortable reading width. */
export const single = style({ maxInlineSize: '44rem', inlineSize: '100%' });

/** Two short fields side by side on a wide screen. */
export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  ...responsive({ md: { gridTemplateColumns: '1fr 1fr' } }),
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
