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

export const planGrid = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const planItem = style({ display: 'flex', minInlineSize: 0 });

export const planCard = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const planTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading });

export const facts = style({ display: 'grid', gap: vars.space[2], margin: 0, gridTemplateColumns: 'auto 1fr' });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600 });

export const statusBadge = style({
  display: 'inline-block',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.secondaryContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const progress = style({ inlineSize: '100%', blockSize: '10px', accentColor: vars.color.secondary });

export const price = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.primary });
export const oldPrice = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontWeight: 400,
  marginInlineStart: vars.space[2],
  fontSize: vars.fontSize.md,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
