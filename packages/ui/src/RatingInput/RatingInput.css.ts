import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The stars' gold, dark enough against white for a 3:1 graphic contrast. */
const GOLD = '#b7791f';

export const group = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'center',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});
export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textAlign: 'center',
  marginBlockEnd: vars.space[3],
});
export const stars = style({ display: 'flex', gap: vars.space[1] });

export const star = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.md,
  // An empty star: a pale fill inside a grey outline (3:1 against white); a chosen one: gold.
  color: vars.color.surfaceMuted,
  stroke: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-on]': { color: GOLD, stroke: GOLD },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
  // Forced colours: system colours only (the author's stroke is not replaced there); chosen stars in
  // Highlight, empty ones in the text colour, which `icon` draws as an outline (a shape, not a colour).
  '@media': {
    '(forced-colors: active)': {
      stroke: 'CanvasText',
      selectors: { '&[data-on]': { color: 'Highlight', stroke: 'Highlight' } },
    },
  },
});

/** The radio itself covers its star, invisible: a click or a tap anywhere on the star chooses it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const icon = style({
  inlineSize: '36px',
  blockSize: '36px',
  fill: 'currentColor',
  stroke: 'inherit',
  strokeWidth: 1.2,
  pointerEvents: 'none',
  // In forced colours the pale fill of an empty star would be drawn in the text colour, solid like a chosen
  // one: an empty star is an outline there.
  '@media': {
    '(forced-colors: active)': { strokeWidth: 1.5, selectors: { [`${star}:not([data-on]) &`]: { fill: 'none' } } },
  },
});

export const error = style({ margin: 0, color: vars.color.error, fontWeight: 600, fontSize: vars.fontSize.sm });
