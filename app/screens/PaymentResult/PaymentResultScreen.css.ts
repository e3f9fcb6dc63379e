import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space[6],
  justifyItems: 'center',
  alignContent: 'start',
  minBlockSize: '320px',
  textAlign: 'center',
});

export const details = style({
  inlineSize: '100%',
  maxInlineSize: '36rem',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'start',
});

export const detailsTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], minInlineSize: 0 });

export const key = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The provider's words are its own: isolated, so a right-to-left value never reorders the row. */
export const value = style({ margin: 0, unicodeBidi: 'isolate', overflowWrap: 'anywhere', fontWeight: 600 });

/**
 * The ways on. On a phone, one under the other at one width, so where they break never depends on the
 * words' exact widths: side by side, the row would break in one place in the local fallback font and in
 * another once Cairo arrives, and a late font would move a button a line down (a layout shift). From
 * 640 px, a row.
 */
export const ways = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  inlineSize: '100%',
  maxInlineSize: '20rem',
  '@media': {
    [media.up('sm')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignItems: 'center',
      maxInlineSize: 'none',
    },
  },
});
