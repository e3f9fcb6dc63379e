import { vars } from '@dars/theme';
import { keyframes, style } from '@vanilla-extract/css';
import { toneColors } from '../Alert/tones';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

/** The same backdrop as the alert dialog's. */
export { backdrop } from '../AlertDialog/AlertDialog.css';

/** A centred card, 480 px at most and never wider than the screen less a margin. */
export const card = style({
  position: 'fixed',
  inset: 0,
  zIndex: 61,
  display: 'grid',
  gap: vars.space[4],
  inlineSize: `min(480px, calc(100% - 2 * ${vars.space[4]}))`,
  blockSize: 'fit-content',
  maxBlockSize: `calc(100% - 2 * ${vars.space[4]})`,
  margin: 'auto',
  overflowY: 'auto',
  padding: vars.space[6],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: '0 12px 48px rgb(20 23 31 / 24%)',
  color: vars.color.text,
  outline: 'none',
  animation: `${popIn} 180ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const close = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const body = style({ display: 'grid', gap: vars.space[4] });

/** 'Your review was not sent': a pale note with its clear button, wrapping under the words on a phone. */
export const kept = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[2],
  background: toneColors.info.pale,
  border: `1px solid ${toneColors.info.line}`,
  borderRadius: vars.radius.md,
});
export const keptText = style({
  flex: '1 1 12rem',
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const steps = style({ display: 'flex', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });
export const stepItem = style({
  flex: 1,
  display: 'grid',
  gap: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: { '&[data-state="now"]': { color: vars.color.text, fontWeight: 700 } },
});
export const stepDot = style({
  blockSize: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: {
    [`${stepItem}[data-state="done"] &, ${stepItem}[data-state="now"] &`]: { background: vars.color.primary },
  },
});
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3] });

export const outcome = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  textAlign: 'center',
  // A message given the focus so that it is read where the user is; not a control: no focus ring.
  outline: 'none',
});
const badge = {
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
} as const;
export const badgeSuccess = style({ ...badge, background: toneColors.success.pale, color: toneColors.success.strong });
export const badgeError = style({ ...badge, background: toneColors.error.pale, color: toneColors.error.strong });
export const badgeIcon = style({ inlineSize: '30px', blockSize: '30px' });
export const outcomeText = style({ margin: 0, lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
