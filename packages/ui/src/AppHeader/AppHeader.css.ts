import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  minBlockSize: '64px',
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space[6], minBlockSize: '72px' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  minInlineSize: 0,
});

export const logo = style({
  inlineSize: '40px',
  blockSize: '40px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexShrink: 0 });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: 20,
  padding: vars.space[3],
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
