import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers: the rules, for a selector that needs them too. */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);
