import { media, vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = media.up('md');
/** The spec: "Illustration on wide screens only". */
const wide = media.up('lg');

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100%',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  '@media': { [tablet]: { paddingBlock: vars.space[12], paddingInline: vars.space[6] } },
});

export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'center',
  inlineSize: '100%',
  maxInlineSize: vars.size.content,
});

/** Two columns from 1024 px: the card, then (at the inline end) the illustration. */
export const withIllustration = style({
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 480px) minmax(0, 560px)',
      justifyContent: 'center',
      columnGap: vars.space[16],
    },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space[6],
  inlineSize: '100%',
  maxInlineSize: '480px',
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [tablet]: { padding: vars.space[10] } },
});

export const header = style({ display: 'grid', gap: vars.space[2] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  '@media': { [tablet]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const body = style({ display: 'grid', gap: vars.space[4], minInlineSize: 0 });

export const footer = style({
  paddingBlockStart: vars.space[5],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
  lineHeight: vars.lineHeight.body,
});

globalStyle(`${footer} a`, { color: vars.color.primary, fontWeight: 700, textDecoration: 'none' });
globalStyle(`${footer} a:hover`, { textDecoration: 'underline' });

export const illustration = style({
  display: 'none',
  '@media': { [wide]: { display: 'block', inlineSize: '100%' } },
});

export const art = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

// Illustration paints, from the theme so brand colours flow in.
export const primary = style({ fill: vars.color.primary });
export const primaryPale = style({ fill: `color-mix(in srgb, ${vars.color.primary} 8%, white)` });
export const primarySoft = style({ fill: `color-mix(in srgb, ${vars.color.primary} 18%, white)` });
export const secondary = style({ fill: vars.color.secondary });
export const secondaryPale = style({ fill: `color-mix(in srgb, ${vars.color.secondary} 14%, white)` });
export const ink = style({ fill: vars.color.text });
export const paper = style({ fill: vars.color.surface });
export const line = style({ fill: vars.color.border });
export const muted = style({ fill: `color-mix(in srgb, ${vars.color.textMuted} 35%, white)` });
export const amber = style({ fill: '#F0A020' });
export const strokePaper = style({ stroke: vars.color.surface });
export const strokeSecondary = style({ stroke: vars.color.secondary, fill: 'none' });
export const shadow = style({ fill: vars.color.text, opacity: 0.08 });
