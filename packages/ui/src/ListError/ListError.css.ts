import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[5],
  border: `1px solid color-mix(in srgb, ${vars.color.error} 30%, ${vars.color.surface})`,
  borderRadius: vars.radius.lg,
  background: `color-mix(in srgb, ${vars.color.error} 5%, ${vars.color.surface})`,
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  minInlineSize: 0,
  color: vars.color.error,
  fontWeight: 600,
  lineHeight: vars.lineHeight.body,
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: '0.2em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

/** Offline: why the list is not there, in the page's text colour (the red line says it failed). */
export const offline = style({ margin: 0, maxInlineSize: '40rem', color: vars.color.textMuted, textAlign: 'center' });

/** Offline: the pages that were saved, as links, on a line of their own. */
export const pages = style({ flexBasis: '100%', display: 'grid', gap: vars.space[2] });

export const pagesTitle = style({ margin: 0, color: vars.color.textMuted });

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
