import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';
import { toneColors } from '../Alert/tones';

/** Pinned to the bottom, above the page (never moving it: no layout shift), below dialogs. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space[3],
  insetBlockEnd: vars.space[3],
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  pointerEvents: 'none',
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  maxInlineSize: '560px',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  border: `1px solid ${toneColors.info.line}`,
  borderInlineStartWidth: '4px',
  borderInlineStartColor: toneColors.info.accent,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 8px 28px rgb(20 23 31 / 18%)',
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
  pointerEvents: 'auto',
});

export const offline = style([bar, { borderInlineStartColor: toneColors.warning.accent }]);

export const text = style({ minInlineSize: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' });
