import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

const focusRing = `3px solid ${vars.color.focus}`;

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minInlineSize: 0 });

export const scroller = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'none',
  // Room for the focus ring inside the clipped box.
  paddingBlock: vars.space[1],
  paddingInline: vars.space[1],
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const list = style({ display: 'flex', gap: vars.space[2], inlineSize: 'max-content' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryContrast,
    },
  },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
  },
});
