import { media, vars } from '@dars/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../styles/a11y.css';

const wide = media.up('md');
const narrow = media.below('md');
/** From tablet to small desktop the bar has two rows: brand and actions, then nav and search. */
const twoRows = media.between('md', 'xl');
const oneRow = media.up('xl');

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The bar's height (a single row): each row of the bar is at least this tall. */
const barBlock = { narrow: '64px', wide: '72px' } as const;

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  minBlockSize: barBlock.narrow,
  '@media': {
    [media.below('xs')]: { gap: vars.space[2], paddingInline: vars.space[3] },
    [wide]: { gap: vars.space[4], paddingInline: vars.space[6], minBlockSize: barBlock.wide },
    [twoRows]: { flexWrap: 'wrap', rowGap: vars.space[1], paddingBlock: vars.space[2] },
  },
});

/** Forces the second row between 768 and 1199 px. */
export const rowBreak = style({
  display: 'none',
  '@media': { [twoRows]: { display: 'block', flexBasis: '100%', blockSize: 0, order: 4 } },
});

/**
 * The brand's room, whose size never depends on the name (the name and logo arrive with app info, after the
 * first paint): on a phone and in the two-row bar, all of its row the actions leave; in the one-row bar, a
 * share of what the navigation and the actions leave, beside the search box. As tall as its row, so a name on
 * two lines never makes the bar taller (useBrandFit fits the name to this box).
 */
export const brandSlot = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 0',
  minInlineSize: 0,
  blockSize: barBlock.narrow,
  order: 1,
  '@media': {
    [twoRows]: { blockSize: vars.size.touch },
    [oneRow]: { blockSize: barBlock.wide, minInlineSize: '10rem', maxInlineSize: '20rem' },
  },
});

export const brand = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  maxInlineSize: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
});

export const logo = style({
  inlineSize: '40px',
  blockSize: '40px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

/** A name on two lines: closer than a heading's, so two lines a size smaller fit the two-row bar's 44 px row. */
const twoLines = { whiteSpace: 'normal', textWrap: 'balance', lineHeight: 1.25 } as const;

/** The product name, set the first of these ways that shows it whole (`data-fit`, useBrandFit.ts). */
export const brandName = style({
  minInlineSize: 0,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-fit="lines"]': twoLines,
    '&[data-fit="small"]': { ...twoLines, fontSize: vars.fontSize.md },
    '&[data-fit="smaller"]': { ...twoLines, fontSize: vars.fontSize.sm },
    // The logo (or the mark) alone stands for the brand: the name stays the link's name, for screen readers.
    '&[data-fit="logo"], &[data-fit="mark"]': visuallyHiddenRules,
  },
});

/** With no logo and no room for the name: the name's first letter, in the logo's place and size. */
export const mark = style({
  display: 'none',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  selectors: { [`${brandName}[data-fit="mark"] ~ &`]: { display: 'grid' } },
});

export const nav = style({
  display: 'none',
  order: 5,
  '@media': {
    [wide]: { display: 'flex', alignItems: 'center', gap: vars.space[1] },
    [oneRow]: { order: 2 },
  },
});

export const navList = style({ display: 'flex', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.surfaceMuted },
  },
});

export const search = style({
  display: 'none',
  order: 6,
  '@media': {
    [twoRows]: { display: 'block', flex: '1 1 220px', maxInlineSize: '420px', marginInlineStart: 'auto' },
    // Shares the room the navigation and the actions leave with the brand; what is left over goes before it.
    [oneRow]: {
      display: 'block',
      flex: '1 1 0',
      minInlineSize: '10rem',
      maxInlineSize: '320px',
      marginInlineStart: 'auto',
      order: 4,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexShrink: 0,
  order: 3,
  '@media': { [oneRow]: { order: 5 } },
});

export const wideOnly = style({ '@media': { [narrow]: { display: 'none !important' } } });
export const narrowOnly = style({ '@media': { [wide]: { display: 'none !important' } } });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary } },
});

/** The cart link holds its count badge. */
export const cartLink = style({ position: 'relative' });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const loginLink = style([
  pill,
  {
    color: vars.color.primary,
    borderColor: vars.color.primary,
    background: vars.color.surface,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);

export const registerLink = style([
  pill,
  {
    color: vars.color.primaryContrast,
    background: vars.color.primary,
    selectors: { '&:hover': { filter: 'brightness(0.92)' } },
  },
]);

export const avatarButton = style([
  iconButton,
  { padding: 0, overflow: 'hidden', border: `2px solid ${vars.color.border}` },
]);

export const avatarImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

/**
 * The avatar menu hangs under the button's inline end; on a phone, where the button is not the bar's last
 * control, from the bar's own inline end (the bar is its box), so that it never runs off the screen.
 */
export const accountRoot = style({
  display: 'inline-flex',
  '@media': { [wide]: { position: 'relative' } },
});

export const menu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  insetInlineEnd: vars.space[2],
  inlineSize: 'max-content',
  '@media': { [wide]: { insetBlockStart: `calc(100% + ${vars.space[2]})`, insetInlineEnd: 0 } },
  zIndex: 50,
  minInlineSize: '220px',
  // A long name never widens the menu past the screen (its heading ends in an ellipsis).
  maxInlineSize: 'min(320px, calc(100vw - 16px))',
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  outline: 'none',
});

export const menuHeading = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  fontWeight: 700,
  color: vars.color.textMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space[1],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const menuDanger = style({ color: vars.color.error });

// ── Search box ──
export const searchForm = style({ position: 'relative', display: 'flex', alignItems: 'center', inlineSize: '100%' });

export const searchInput = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: '48px',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus': { borderColor: vars.color.primary, background: vars.color.surface },
  },
});

globalStyle(`${searchInput}::-webkit-search-cancel-button`, { display: 'none' });

export const searchButton = style([
  iconButton,
  { position: 'absolute', insetInlineEnd: 0, insetBlockStart: 0, color: vars.color.textMuted },
]);

// ── Mobile menu ──
const slideIn = keyframes({
  from: { transform: 'translateX(var(--dars-slide-from))' },
  to: { transform: 'translateX(0)' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgb(20 23 31 / 45%)',
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  // Slides in from the side of the menu button (the inline end).
  insetInlineEnd: 0,
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  inlineSize: 'min(320px, 86vw)',
  padding: vars.space[4],
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  outline: 'none',
  vars: { '--dars-slide-from': '100%' },
  animation: `${slideIn} 180ms ease-out`,
  selectors: { '[dir="rtl"] &, &[dir="rtl"]': { vars: { '--dars-slide-from': '-100%' } } },
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading });

export const drawerList = style({ display: 'grid', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const drawerLink = style([navLink, { inlineSize: '100%' }]);

export const drawerActions = style({ display: 'grid', gap: vars.space[3], marginBlockStart: 'auto' });

/**
 * The skip link, drawn over the bar's start while it has focus and clipped to nothing where it is until then.
 * Not above the bar: there it would hang over the page scrolled under the sticky bar, a link as tall as a
 * touch target over the content's own targets (axe's target-size rule would find, say, the radios of an exam
 * question scrolled under it too close to it).
 */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: 30,
  padding: vars.space[3],
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  borderRadius: vars.radius.sm,
  selectors: { '&:not(:focus)': { clipPath: 'inset(50%)' } },
});

export const avatarPlaceholder = style({
  display: 'inline-block',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
