import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  // A long stored e-mail (/confirm-code) breaks anywhere instead of pushing the page sideways.
  overflowWrap: 'anywhere',
});

export const linkButton = style({
  padding: 0,
  minBlockSize: vars.size.touch,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' } },
});
