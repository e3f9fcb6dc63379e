import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The whole row is the label: a 44 px target that toggles the box. */
export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '22px',
  blockSize: '22px',
});

/** The native checkbox, drawn as our box: it keeps keyboard, form and screen reader behaviour. */
export const input = style({
  appearance: 'none',
  margin: 0,
  inlineSize: '22px',
  blockSize: '22px',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'inherit',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
  },
  '@media': {
    // Forced colours would paint the checked and the empty box alike (the fill is a background):
    // the checked box is filled with Highlight and its tick drawn in HighlightText.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      selectors: { '&:checked': { background: 'Highlight', borderColor: 'Highlight' } },
    },
  },
});

export const check = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  inlineSize: '16px',
  blockSize: '16px',
  color: vars.color.primaryContrast,
  opacity: 0,
  pointerEvents: 'none',
  transform: 'scale(0.6)',
  transition: 'opacity 120ms ease, transform 120ms ease',
  selectors: { [`${input}:checked + &`]: { opacity: 1, transform: 'none' } },
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', color: 'HighlightText' } },
});

export const label = style({ minInlineSize: 0 });
