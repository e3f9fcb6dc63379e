import { responsive, vars } from '@dars/theme';
import { keyframes, style } from '@vanilla-extract/css';

/** The banner's box: its aspect ratio is fixed, so nothing moves while it loads or when it is empty. */
export const root = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  aspectRatio: '4 / 3',
  ...responsive({ phone: { aspectRatio: '16 / 9' }, md: { aspectRatio: '21 / 8' }, lg: { aspectRatio: '3 / 1' } }),
});

/** The slides' wrapper takes no box: the slides sit in the root's one grid cell. */
export const slides = style({ display: 'contents' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Slides share one grid cell; the current one fades in over the one leaving (0.5 s, none under reduced motion). */
export const slide = style({
  gridArea: '1 / 1',
  position: 'relative',
  display: 'grid',
  minInlineSize: 0,
  margin: 0,
});

export const entering = style({
  zIndex: 1,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 500ms ease-in-out` },
  },
});

export const image = style({
  gridArea: '1 / 1',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  display: 'block',
});

/** Text over a gradient that darkens the image's start side, so white text always reads. */
export const caption = style({
  gridArea: '1 / 1',
  alignSelf: 'end',
  display: 'grid',
  gap: vars.space[1],
  // Clear of the arrows at each side (44 px and their 8 px inset), so text never runs under them.
  paddingInline: `calc(${vars.size.touch} + ${vars.space[4]})`,
  paddingBlockStart: vars.space[10],
  paddingBlockEnd: vars.space[12],
  color: '#FFFFFF',
  background: 'linear-gradient(to top, rgb(10 14 30 / 78%), rgb(10 14 30 / 0%))',
  ...responsive({
    md: { paddingInline: vars.space[16], paddingBlockEnd: vars.space[12] },
  }),
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  fontWeight: 700,
  maxInlineSize: '40rem',
  ...responsive({ md: { fontSize: vars.fontSize.xxl } }),
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxInlineSize: '40rem',
  ...responsive({ md: { fontSize: vars.fontSize.md } }),
});

const roundButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgb(255 255 255 / 88%)',
  color: vars.color.text,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
  selectors: {
    '&:hover': { background: '#FFFFFF' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Previous and next sit at the middle of each side (inline start and end). */
export const arrow = style([
  roundButton,
  {
    position: 'absolute',
    zIndex: 2,
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
  },
]);
export const arrowBack = style({
  insetInlineStart: vars.space[2],
  ...responsive({ md: { insetInlineStart: vars.space[4] } }),
});
export const arrowForward = style({
  insetInlineEnd: vars.space[2],
  ...responsive({ md: { insetInlineEnd: vars.space[4] } }),
});

/** The dots and the pause button along the bottom edge. */
export const bar = style({
  position: 'absolute',
  zIndex: 2,
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  paddingBlock: vars.space[1],
});

export const dots = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

/** A 44 px target around a small dot. */
export const dot = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '10px',
      blockSize: '10px',
      borderRadius: vars.radius.full,
      background: 'rgb(255 255 255 / 60%)',
      boxShadow: '0 0 0 1px rgb(10 14 30 / 35%)',
    },
    '&[aria-current="true"]::before': { inlineSize: '24px', background: '#FFFFFF' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-6px' },
  },
});

export const pause = style([
  roundButton,
  {
    inlineSize: '36px',
    blockSize: '36px',
    minInlineSize: vars.size.touch,
    minBlockSize: vars.size.touch,
    background: 'transparent',
    boxShadow: 'none',
    color: '#FFFFFF',
    selectors: { '&:hover': { background: 'rgb(255 255 255 / 18%)' } },
  },
]);

/**
 * The loading box's waiting slide: hidden until boot (app/boot) draws the first banner into the
 * prerendered page (its image is the home page's largest paint, so it comes before the app's scripts).
 */
export const earlySlide = style({
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Loading and empty: centred in the same box. */
export const center = style({
  gridArea: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    // The spinner gives way once the waiting slide shows a banner.
    [`${earlySlide}:not([hidden]) ~ &`]: { display: 'none' },
  },
});
