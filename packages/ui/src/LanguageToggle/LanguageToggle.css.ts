import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const icon = style({ inlineSize: '18px', blockSize: '18px', flexShrink: 0 });
