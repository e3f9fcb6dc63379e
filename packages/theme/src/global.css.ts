import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minBlockSize: '100vh' });

// Arabic letters join: letter-spacing breaks them apart.
globalStyle('html[lang="ar"] *', { letterSpacing: 'normal' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('img, svg, video', { maxInlineSize: '100%' });

/**
 * Reduced motion asked for: animations run once, at once; transitions do not run. Not the common
 * `transition-duration: 0.01ms`: with `transition-property` at its default (`all`) every style change of
 * every element then starts a transition, and for that first moment the element still has its old value, so
 * code that changes a style and measures at once (useBrandFit trying each way to set the name) measures the
 * old one. Nothing here waits for a transition's end.
 */
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      scrollBehavior: 'auto',
    },
  },
});
