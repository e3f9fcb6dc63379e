import { vars } from '@dars/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { nativeRadio } from '../styles/radio.css';

export const panel = style({
  display: 'grid',
  gap: vars.space[5],
  alignContent: 'start',
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  flexWrap: 'wrap',
  minBlockSize: vars.size.touch,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
});

export const clear = style({ paddingInline: vars.space[3] });

export const group = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space[4],
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const legend = style({
  float: 'inline-start',
  inlineSize: '100%',
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  clear: 'both',
});

/** A whole row is the label: a 44 px target. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[2]})`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

/** The native radio, drawn as a ring with a dot (the shared look). */
export const radio = nativeRadio;

/** The checkbox rows: the shared Checkbox stretched to the row's width. */
export const checkboxRow = style({
  display: 'flex',
  inlineSize: '100%',
  paddingInline: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[2]})`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

// The Checkbox's label span takes the rest of the row, so the count sits at the line's end.
globalStyle(`${checkboxRow} > span:last-child`, { flex: 1 });

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** The label and its count on one line, the count at the line's end. */
export const optionInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  inlineSize: '100%',
});

export const count = style({
  flexShrink: 0,
  minInlineSize: '2rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const more = style({
  justifySelf: 'start',
  paddingInline: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[2]})`,
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** The options' placeholder rows while they load: the same height as the rows they stand for. */
export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
});

export const skeletonDot = style({
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonBar = style({
  flex: 1,
  maxInlineSize: '10rem',
  blockSize: '0.85rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const failed = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'start',
  color: vars.color.error,
  margin: 0,
});

export const failedText = style({ margin: 0 });

/** The active-filter summary: removable chips and the clear button, wrapping on a phone. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[3],
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const chipStars = style({ display: 'inline-flex', alignItems: 'center' });
