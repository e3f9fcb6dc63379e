import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';
import { nativeRadio } from '../styles/radio.css';

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  minInlineSize: 0,
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  scrollMarginBlock: '120px',
  selectors: {
    '&[data-marked]': { borderInlineStartWidth: '4px', borderInlineStartColor: vars.color.secondary },
    // A missing answer outranks a mark for review.
    '&[data-missing]': {
      borderColor: vars.color.error,
      borderInlineStartWidth: '4px',
      borderInlineStartColor: vars.color.error,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The legend as a block (a fieldset's legend does not take the grid otherwise). */
export const legend = style({
  display: 'grid',
  gap: vars.space[1],
  padding: 0,
  float: 'inline-start',
  inlineSize: '100%',
});
export const number = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const text = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  textAlign: 'start',
  unicodeBidi: 'plaintext',
});

export const missing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.error,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const options = style({ display: 'grid', gap: vars.space[2], clear: 'both' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.surface})`,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { borderColor: vars.color.primary },
  },
});

/** The shared native radio; its focus ring is drawn on the whole option instead. */
export const radio = style([nativeRadio, { selectors: { '&:focus-visible': { outline: 'none' } } }]);

export const letter = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const label = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
  textAlign: 'start',
});

export const mark = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.secondary,
      background: `color-mix(in srgb, ${vars.color.secondary} 14%, ${vars.color.surface})`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
