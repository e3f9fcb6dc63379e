import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  blockSize: '100%',
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  minInlineSize: 0,
});

export const portrait = style({
  inlineSize: '96px',
  blockSize: '96px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  boxShadow: `0 0 0 4px ${vars.color.surface}, 0 0 0 5px ${vars.color.border}`,
});

const line = style({
  margin: 0,
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: vars.lineHeight.heading,
});

export const name = style([line, { fontWeight: 700, color: vars.color.text }]);
export const field = style([
  line,
  { marginBlockStart: `calc(-1 * ${vars.space[2]})`, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
]);
