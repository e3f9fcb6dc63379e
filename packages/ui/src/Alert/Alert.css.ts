import { vars } from '@dars/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import type { Tone } from './ToneIcon';
import { toneColors } from './tones';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[4],
  border: '1px solid',
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'start',
});

const tone = (name: Tone) => ({
  background: toneColors[name].pale,
  borderColor: toneColors[name].line,
  borderInlineStartColor: toneColors[name].accent,
  vars: { '--dars-alert-strong': toneColors[name].strong },
});

export const root = styleVariants({
  error: [base, tone('error')],
  success: [base, tone('success')],
  info: [base, tone('info')],
  warning: [base, tone('warning')],
});

export const icon = style({
  flexShrink: 0,
  // Centres the 20 px icon on the first line of text.
  marginBlockStart: '3px',
  color: 'var(--dars-alert-strong)',
});

export const content = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0, flex: 1 });

export const title = style({
  margin: 0,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: 'var(--dars-alert-strong)',
});

export const body = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
