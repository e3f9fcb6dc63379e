import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  gap: vars.space[1],
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space[6],
});

export const tab = style({
  flexShrink: 0,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ outline: 'none' });
