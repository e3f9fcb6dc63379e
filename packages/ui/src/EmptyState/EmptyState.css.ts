import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[12],
  paddingInline: vars.space[6],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const illustration = style({ marginBlockEnd: vars.space[2] });
export const back = style({ fill: vars.color.surface, stroke: vars.color.controlBorder, strokeWidth: 2 });
export const line = style({ fill: 'none', stroke: vars.color.controlBorder, strokeWidth: 2, strokeLinecap: 'round' });
export const dot = style({ fill: vars.color.controlBorder });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  margin: 0,
  maxInlineSize: '48ch',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const action = style({ marginBlockStart: vars.space[3] });
