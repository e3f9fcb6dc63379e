import { media, vars } from '@dars/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/**
 * The bell and its panel. The panel hangs under the bell's inline end; on a phone, where the bell is not
 * the bar's last control, from the bar's own inline end (the bar is its box), so it never runs off the screen.
 */
export const popupRoot = style({
  display: 'inline-flex',
  flexShrink: 0,
  '@media': { [media.up('md')]: { position: 'relative' } },
});

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted, color: vars.color.primary },
  },
});

export const bellIcon = style({ inlineSize: '24px', blockSize: '24px', flexShrink: 0 });

// The count badge is shared with the top bar's cart.
export { badge, badgeText } from '../styles/badge.css';

// Buttons inside the panel draw their focus ring inside their box: the panel and its scrolling list
// clip anything drawn outside.
const insetFocus = { '&:focus-visible': { outlineOffset: '-3px' } } as const;

const enter = keyframes({
  // Never from opacity 0: a panel mid-animation still counts as shown.
  from: { opacity: 0.5, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const panel = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  insetInlineEnd: vars.space[2],
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  // About 360 px, never wider than the viewport less 8 px on each side.
  inlineSize: 'min(360px, calc(100vw - 16px))',
  // Below the bar, within the screen's height.
  maxBlockSize: 'min(480px, calc(100dvh - 88px))',
  '@media': { [media.up('md')]: { insetBlockStart: `calc(100% + ${vars.space[2]})`, insetInlineEnd: 0 } },
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: `${vars.shadow.card}, 0 12px 32px rgb(20 23 31 / 12%)`,
  animation: `${enter} 140ms ease-out`,
  selectors: {
    // With nothing to focus inside (loading, empty), the panel itself takes focus: a ring that
    // replaces its border rather than a heavy frame around it.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
  flexShrink: 0,
  paddingBlock: vars.space[1],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
});

export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.7 },
    ...insetFocus,
  },
});

export const content = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[6],
  textAlign: 'center',
});

export const stateIcon = style({ inlineSize: '32px', blockSize: '32px', color: vars.color.textMuted });

export const stateText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const retry = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[5],
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { filter: 'brightness(0.92)' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

const itemBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[1],
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const item = style([itemBase]);

export const itemUnread = style([itemBase, { background: vars.color.surfaceMuted }]);

const dotBase = style({
  flexShrink: 0,
  inlineSize: '8px',
  blockSize: '8px',
  // Centred on the first line of the title.
  marginBlockStart: '9px',
  borderRadius: vars.radius.full,
});

export const dot = style([dotBase, { background: vars.color.primary }]);
export const dotSpace = style([dotBase]);

export const itemMain = style({ flex: '1 1 auto', minInlineSize: 0, paddingBlockStart: '1px' });

const titleBase = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const itemTitle = style([titleBase, { fontWeight: 500 }]);
export const itemTitleUnread = style([titleBase, { fontWeight: 700 }]);

/**
 * The whole text, wrapped: a notification is read here or nowhere (there is no page of its own), so
 * it is never cut to a line or two with an ellipsis. A long one scrolls with the list.
 */
export const itemBody = style({
  marginBlock: `${vars.space[1]} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  minBlockSize: '28px',
  marginBlockStart: vars.space[1],
});

export const date = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const actionIcon = style({ inlineSize: '18px', blockSize: '18px', flexShrink: 0 });

export const markRead = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  // A 44 px target whose extra height overlaps the row's padding instead of growing it.
  minBlockSize: vars.size.touch,
  marginBlock: '-8px',
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, ...insetFocus },
});

export const deleteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  marginBlockStart: '-8px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': { background: vars.color.border, color: vars.color.text },
    ...insetFocus,
  },
});
