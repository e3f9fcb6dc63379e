import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/**
 * A count over a round icon button of the top bar (the bell's unread notifications, the cart's courses):
 * its parent is positioned; the badge is aria-hidden, the button's name says the count in words.
 */
export const badge = style({
  position: 'absolute',
  // From the bell's middle towards the inline end: "10+" grows outwards instead of over the bell.
  insetBlockStart: '4px',
  insetInlineStart: '23px',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  // A ring in the bar's colour keeps the badge apart from the bell it overlaps.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: '0.6875rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/** "10+" ("١٠+" in Arabic) reads number first in both languages: the plus never jumps to the front. */
export const badgeText = style({ direction: 'ltr', unicodeBidi: 'isolate' });
