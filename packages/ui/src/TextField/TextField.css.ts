import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[2], minInlineSize: 0 });

export const labelRow = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space[1] });

export const label = style({
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.error, fontWeight: 700 });

const readOnlyLine = `color-mix(in srgb, ${vars.color.textMuted} 40%, white)`;

/** The visible box: it carries the border and the focus ring, so adornments sit inside it. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  // May shrink below the input's intrinsic width (with a toggle beside it) instead of overflowing.
  minInlineSize: 0,
  minBlockSize: '48px',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:focus-visible), &:has(textarea:focus-visible)': {
      borderColor: vars.color.primary,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-invalid]': { borderColor: vars.color.error, boxShadow: `inset 0 0 0 1px ${vars.color.error}` },
    // Read-only: a muted, dashed box with the text still fully readable.
    '&[data-readonly]': { background: vars.color.surfaceMuted, borderStyle: 'dashed', borderColor: readOnlyLine },
    '&[data-readonly]:hover': { borderColor: readOnlyLine },
    '&[data-disabled]': { background: vars.color.surfaceMuted, opacity: 0.6, cursor: 'not-allowed' },
    '&[data-disabled]:hover': { borderColor: vars.color.border },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  selectors: {
    // The ring is drawn on the box around the input.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    '&[readonly]': { cursor: 'default' },
  },
});

globalStyle(`${input}::-webkit-search-cancel-button`, { cursor: 'pointer' });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space[1] },
    '&:last-child': { paddingInlineEnd: vars.space[1] },
  },
});

/** Pulls the input's padding in next to an adornment. */
export const inputAfterStart = style({ paddingInlineStart: vars.space[1] });
export const inputBeforeEnd = style({ paddingInlineEnd: vars.space[1] });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: vars.lineHeight.body,
});

export const errorIcon = style({ flexShrink: 0, inlineSize: '18px', blockSize: '18px', marginBlockStart: '2px' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

/** The password field's show/hide button: a 44 px target inside the box. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&[aria-pressed="true"]': { color: vars.color.primary },
    // The ring stays inside the field's box.
    '&:focus-visible': { outlineOffset: '-3px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** The multi-line field: room to write, resized only in the block direction. */
export const textarea = style({
  minBlockSize: '7.5em',
  paddingBlock: vars.space[3],
  resize: 'vertical',
  lineHeight: vars.lineHeight.body,
});
