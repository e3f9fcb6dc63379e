import { responsive, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** Text aligned to the image's top (not centred): the text arriving after the placeholders moves nothing. */
export const root = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  ...responsive({ md: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space[10] } }),
});

/** The image keeps its box (4:3) before it loads. */
export const media = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start', minInlineSize: 0 });

export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const title = style({ margin: 0 });

/** The server's HTML, clamped to 6 lines. */
export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 6,
  overflow: 'hidden',
  maxBlockSize: `calc(6 * ${vars.lineHeight.body} * 1em)`,
});

/** The loading placeholder: the same boxes, muted. */
export const bar = style({
  blockSize: '1em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  inlineSize: '100%',
});
export const barShort = style({ inlineSize: '40%' });
export const barTitle = style({ blockSize: '1.75em', inlineSize: '75%' });

/** The whole text (the about page). */
export const wholeText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
