import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: '#0b0f19',
  color: '#fff',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-fullscreen]': { borderRadius: 0, alignContent: 'center' },
  },
});

/** The picture keeps its 16:9 box before the video's size is known: nothing moves when it arrives. */
export const screen = style({ position: 'relative', aspectRatio: '16 / 9', background: '#000' });

export const video = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'contain' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  background: 'rgb(0 0 0 / 0.55)',
  textAlign: 'center',
});
// The spinner's own text colour on the dark picture.
globalStyle(`${overlay} [role="status"]`, { color: '#fff' });

export const failure = style({ margin: 0, fontWeight: 600, maxInlineSize: '28rem' });

export const retry = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[5],
  border: 0,
  borderRadius: vars.radius.full,
  background: '#fff',
  color: '#0b0f19',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The controls under the picture, always shown (nothing to find by hovering). */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInline: vars.space[2],
  paddingBlock: vars.space[1],
});

/** The timeline runs left to right in both languages (dir="ltr" in the markup). */
export const timeline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flex: '1 1 12rem',
  minInlineSize: '10rem',
});

export const time = style({
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  minInlineSize: '2.75rem',
  textAlign: 'center',
});

export const seek = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: vars.size.touch,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], marginInlineStart: 'auto' });

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.12)' },
    '&[aria-pressed="true"]': { background: 'rgb(255 255 255 / 0.2)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
});

export const speed = style({ display: 'inline-flex' });

export const speedSelect = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[2],
  border: '1px solid rgb(255 255 255 / 0.35)',
  borderRadius: vars.radius.md,
  background: '#0b0f19',
  color: '#fff',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
