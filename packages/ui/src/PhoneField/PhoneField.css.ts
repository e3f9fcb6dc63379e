import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The field measures its own width (not the page's): a narrow card stacks, a wide one goes side by side. */
export const container = style({ containerType: 'inline-size', minInlineSize: 0 });

/**
 * Number and country one under the other, side by side only where both fit whole (the country's
 * name is never cut to "Saudi A…"), the number first, at the inline start.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@container': {
    '(min-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});
