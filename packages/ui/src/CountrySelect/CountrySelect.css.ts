import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const field = style({
  display: 'grid',
  // The column may shrink below the button's content, so the select never overflows its container.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  minInlineSize: 0,
});

export const label = style({
  justifySelf: 'start',
  fontWeight: 600,
  color: vars.color.text,
  cursor: 'default',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.heading,
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible, &[data-focus-visible]': { ...focusRing, borderColor: vars.color.primary },
    '&[aria-expanded="true"]': { borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
    },
  },
});

/** The chosen country's name wraps rather than being cut ("Saudi A…") when the select is narrow. */
export const triggerName = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** The dial code: always left to right, muted, with tabular digits. */
export const dial = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

export const arrow = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 120ms ease',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const popover = style({
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  // As wide as the select, never narrower than a readable list, never wider than the screen (375 px phones).
  inlineSize: 'max(var(--popover-anchor-width, 0px), 280px)',
  maxInlineSize: 'calc(100vw - 16px)',
  maxBlockSize: 'min(420px, var(--popover-available-height, 420px))',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  outline: 'none',
});

export const searchRow = style({
  position: 'relative',
  flexShrink: 0,
  padding: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const searchIcon = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: vars.space[5],
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const search = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space[10],
  paddingInlineEnd: vars.space[3],
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { borderColor: vars.color.primary, background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' },
  },
});

globalStyle(`${search}::-webkit-search-cancel-button`, { display: 'none' });

export const list = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space[1],
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.heading,
  cursor: 'pointer',
  scrollMarginBlock: vars.space[1],
  selectors: {
    '&[aria-selected="true"]': { fontWeight: 700, color: vars.color.primary },
    '&[data-active-item]': {
      background: vars.color.surfaceMuted,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const itemName = style({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere' });

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  color: vars.color.primary,
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space[4],
  paddingInline: vars.space[3],
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const error = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.heading,
});
