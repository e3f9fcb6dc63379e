import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

/** The list boot (app/boot) fills in the prerendered FAQ page: out of the layout until then. */
export const earlyList = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/**
 * The question: a full-width button of at least 44 px with a chevron that turns when open. The server's
 * question wraps anywhere: a word longer than the line (an address, a code) breaks rather than widening the
 * page on a phone.
 */
export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const chevron = style({
  flexShrink: 0,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 200ms ease' } },
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const answer = style({
  paddingInline: vars.space[4],
  paddingBlockEnd: vars.space[4],
  color: vars.color.textMuted,
});
