import { media, vars } from '@dars/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

// The page the build prerendered (Arabic, a visitor: build/prerender) stays invisible, keeping its place,
// when the app's first render will draw something else (boot marks the page: English stored, or
// signed in); main.tsx drops `data-prerendered` as that render lands.
globalStyle('html[data-prerender-stale] #root[data-prerendered]', { visibility: 'hidden' });

export const shell = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' });

export const main = style({
  flex: 1,
  // The footer starts below the fold while a screen, its data or the fonts arrive, so nothing
  // the reader sees moves when they do (a footer drawn high, then pushed down, is a large layout shift).
  minBlockSize: '100vh',
  inlineSize: '100%',
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[8],
  '@media': { [media.up('md')]: { paddingInline: vars.space[6] } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const loading = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

const skeletonBlock = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

export const skeletonTitle = style([skeletonBlock, { inlineSize: 'min(60%, 320px)', blockSize: '2.5rem' }]);

export const skeletonCard = style([
  skeletonBlock,
  { display: 'grid', placeItems: 'center', minBlockSize: '40vh', borderRadius: vars.radius.lg },
]);

export const retry = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[6],
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const bellPlaceholder = style({
  display: 'inline-block',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
});
