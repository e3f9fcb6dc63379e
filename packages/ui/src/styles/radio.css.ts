import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The native radio (filters, exam options), drawn as a ring with a dot: keeps keyboard and screen reader behaviour. */
export const nativeRadio = style({
  appearance: 'none',
  flexShrink: 0,
  margin: 0,
  inlineSize: '20px',
  blockSize: '20px',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'inherit',
  display: 'grid',
  placeItems: 'center',
  transition: 'border-color 120ms ease',
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '10px',
      blockSize: '10px',
      borderRadius: vars.radius.full,
      background: vars.color.primary,
      transform: 'scale(0)',
      transition: 'transform 120ms ease',
    },
    '&:checked': { borderColor: vars.color.primary },
    '&:checked::before': { transform: 'scale(1)' },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      selectors: { '&:checked::before': { background: 'Highlight' } },
    },
  },
});
