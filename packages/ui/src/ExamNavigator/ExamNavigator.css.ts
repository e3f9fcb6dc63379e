import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';
import { toneColors } from '../Alert/tones';

export const bar = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontWeight: 700,
  selectors: {
    // The tone's strong red on its pale ground: 4.5:1 and more (the brand's red on it is not).
    '&[data-urgent]': { color: toneColors.error.strong, background: toneColors.error.pale },
  },
});
export const timerLabel = style({ fontSize: vars.fontSize.sm });
export const time = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.lg, minInlineSize: '4.5ch' });
export const count = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  border: `2px dashed ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[data-state="answered"]': {
      border: `2px solid ${vars.color.primary}`,
      background: vars.color.primary,
      color: vars.color.primaryContrast,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** A corner flag on a question marked for review. */
export const flag = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-6px',
  inlineSize: '14px',
  blockSize: '14px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.secondary,
});

/** The key to the marks; a phone keeps the bar short (each button says its state in its name). */
export const legend = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.up('lg')]: { display: 'flex' } },
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '14px',
      blockSize: '14px',
      borderRadius: '4px',
      border: `2px dashed ${vars.color.controlBorder}`,
    },
    '&[data-state="answered"]::before': { border: `2px solid ${vars.color.primary}`, background: vars.color.primary },
    '&[data-state="marked"]::before': {
      borderRadius: vars.radius.full,
      border: 'none',
      background: vars.color.secondary,
    },
  },
});
