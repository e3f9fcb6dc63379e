import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = `3px solid ${vars.color.focus}`;

export const root = style({ display: 'grid' });

export const sections = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: '56px',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  border: 0,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outline: focusRing, outlineOffset: '-3px' },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });
export const count = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const items = style({ margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${items} > li + li`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const lesson = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: focusRing, outlineOffset: '-3px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
    'span&': { cursor: 'default' },
    '&[aria-current="true"]': {
      background: `color-mix(in srgb, ${vars.color.primary} 8%, transparent)`,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    // The current lesson's bar sits on the inline-start edge in both directions.
    '[dir="rtl"] &[aria-current="true"]': { boxShadow: `inset -3px 0 0 ${vars.color.primary}` },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[aria-current="true"]': { outline: '2px solid Highlight' } } },
  },
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.primary} 10%, transparent)`,
  color: vars.color.primary,
  selectors: {
    [`${lesson}[aria-disabled="true"] &`]: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const text = style({ display: 'grid', flex: 1, minInlineSize: 0, gap: '2px' });
export const title = style({ overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  flexShrink: 0,
  color: `color-mix(in srgb, ${vars.color.secondary} 70%, #000)`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const lockedLabel = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const skeleton = style({
  blockSize: '56px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
