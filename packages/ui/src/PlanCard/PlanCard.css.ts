import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const media = style({ position: 'relative', aspectRatio: '8 / 5', background: vars.color.surfaceMuted });
export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
/** A loading plan card, the size of one, so the footer does not move when they come. */
export const skeleton = style({ blockSize: '460px', background: vars.color.surfaceMuted, boxShadow: 'none' });

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInlineStart: vars.space[3],
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.full,
  // The brand primary and its contrast colour: the badge reads at 4.5:1 whatever the brand sends.
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  flexGrow: 1,
  padding: vars.space[5],
});

export const title = style({ margin: 0 });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600 });

/** The action sits at the bottom whatever the text above. */
export const action = style({ marginBlockStart: 'auto' });

/** The student's current plan: a ring in the brand colour, and its mark above the description. */
export const current = style({ boxShadow: `0 0 0 2px ${vars.color.primary}` });

export const currentMark = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontWeight: 700,
  color: vars.color.primary,
});

export const currentStatus = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
