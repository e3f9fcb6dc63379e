import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** The default look of a link in running text: the brand colour, semi-bold, underlined on hover. */
export const inline = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
