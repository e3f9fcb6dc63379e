import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  gap: vars.space[1],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space[6],
  // On a phone every tab gets an equal share of the width and its label wraps: none is cut off.
  '@media': {
    [media.below('sm')]: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: 0 },
  },
});

export const tab = style({
  flexShrink: 0,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
  '@media': {
    [media.below('sm')]: {
      paddingInline: vars.space[2],
      paddingBlock: vars.space[2],
      lineHeight: 1.3,
      textAlign: 'center',
    },
    // Forced colours drop the brand colour: the selected tab keeps a thick Highlight bar and its
    // label in Highlight; the others show no bar.
    '(forced-colors: active)': {
      selectors: {
        '&[aria-selected="true"]': { color: 'Highlight', borderBlockEndColor: 'Highlight', borderBlockEndWidth: '5px' },
        '&[aria-selected="false"]': { borderBlockEndColor: 'Canvas' },
      },
    },
  },
});

/** The panel takes focus from the keyboard (Tab after the tab list): the global focus ring shows on it. */
export const panel = style({ outlineOffset: '4px', borderRadius: vars.radius.md });
