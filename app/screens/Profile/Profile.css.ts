import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], maxInlineSize: '760px', marginInline: 'auto' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.heading });

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[4], flexWrap: 'wrap' });

export const avatar = style({
  inlineSize: '88px',
  blockSize: '88px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.border}`,
});

export const avatarEmpty = style([
  avatar,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    textAlign: 'center',
  },
]);

export const fileLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const fileInput = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const imageError = style({ margin: 0, color: vars.color.error, fontWeight: 600 });
