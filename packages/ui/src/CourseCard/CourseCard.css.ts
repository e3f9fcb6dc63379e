import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

const focusRing = `3px solid ${vars.color.focus}`;

/** The card: the stretched title link covers it (z-index 1); the heart and subscribe sit above (2). */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  minInlineSize: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: 'box-shadow 160ms ease, transform 160ms ease, border-color 160ms ease',
    },
    '(hover: hover)': {
      selectors: {
        '&:hover': {
          borderColor: `color-mix(in srgb, ${vars.color.primary} 28%, ${vars.color.border})`,
          boxShadow: '0 2px 4px rgb(20 23 31 / 6%), 0 12px 28px rgb(20 23 31 / 10%)',
        },
      },
    },
  },
  selectors: {
    // The whole card shows the focus of its link.
    '&:has(a:focus-visible)': { outline: focusRing, outlineOffset: '2px' },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[2],
  padding: vars.space[4],
  minInlineSize: 0,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minInlineSize: 0,
  blockSize: '24px',
});

export const category = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.surface})`,
  color: `color-mix(in srgb, ${vars.color.primary} 80%, #000)`,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: '24px',
});

/** Two lines, always: cards in a row line up and the skeleton has the same height. */
export const title = style({
  margin: 0,
  fontWeight: 700,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minBlockSize: `calc(2 * ${vars.lineHeight.heading} * 1em)`,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primary },
  },
});

export const instructor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  minInlineSize: 0,
  blockSize: '28px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const avatar = style({
  flexShrink: 0,
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const instructorName = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
  minBlockSize: `calc(${vars.size.touch} + ${vars.space[3]})`,
});

/** Above the stretched link: a real button of its own. */
const raised = style({ position: 'relative', zIndex: 2 });

export const subscribe = style([
  raised,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minBlockSize: vars.size.touch,
    minInlineSize: vars.size.touch,
    paddingInline: vars.space[4],
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-disabled="true"])': { filter: 'brightness(0.92)' },
      '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
      '&[aria-busy="true"]': { opacity: 0.8, cursor: 'progress' },
    },
  },
]);

export const subscribed = style([
  raised,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    minBlockSize: vars.size.touch,
    color: `color-mix(in srgb, ${vars.color.secondary} 70%, #000)`,
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
  },
]);

/** Where the heart sits on a card: over the image's inline-end corner, above the stretched link. */
export const heart = style([
  raised,
  {
    position: 'absolute',
    insetBlockStart: vars.space[2],
    insetInlineEnd: vars.space[2],
  },
]);
