import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0 });

export const track = style({
  position: 'relative',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'inline-size 300ms ease' },
    '(forced-colors: active)': { background: 'Highlight' },
  },
});

export const text = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.heading,
});
