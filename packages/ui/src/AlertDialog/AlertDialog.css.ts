import { vars } from '@dars/theme';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { toneColors } from '../Alert/tones';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgb(20 23 31 / 50%)',
  animation: `${fadeIn} 160ms ease-out`,
});

/** A centred card, never wider than 420 px nor than the screen less a margin. */
export const card = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  zIndex: 61,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  inlineSize: `min(420px, calc(100% - 2 * ${vars.space[4]}))`,
  blockSize: 'fit-content',
  maxBlockSize: `calc(100% - 2 * ${vars.space[4]})`,
  margin: 'auto',
  overflowY: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[6],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: '0 12px 48px rgb(20 23 31 / 24%)',
  textAlign: 'center',
  color: vars.color.text,
  outline: 'none',
  animation: `${popIn} 180ms ease-out`,
});

/** The focus-trap region adds no box: its children stay the card's grid items. */
export const focusRegion = style({ display: 'contents' });

const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
});

export const iconBadge = styleVariants({
  error: [badge, { background: toneColors.error.pale, color: toneColors.error.strong }],
  info: [badge, { background: toneColors.info.pale, color: toneColors.info.strong }],
  success: [badge, { background: toneColors.success.pale, color: toneColors.success.strong }],
});

export const icon = style({ inlineSize: '30px', blockSize: '30px' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  justifyContent: 'center',
  inlineSize: '100%',
  marginBlockStart: vars.space[3],
});

export const confirm = style({ minInlineSize: '140px' });
