import { vars } from '@dars/theme';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgb(20 23 31 / 50%)',
  animation: `${fadeIn} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A bottom sheet: the full width of a phone, at most 85 % of its height, scrolling inside. */
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 61,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  maxBlockSize: '85dvh',
  inlineSize: '100%',
  maxInlineSize: '560px',
  marginInline: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  boxShadow: '0 -8px 40px rgb(20 23 31 / 24%)',
  outline: 'none',
  animation: `${rise} 220ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[5],
  paddingInlineEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const body = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space[4],
  paddingInline: vars.space[5],
});

export const footer = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[5],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
