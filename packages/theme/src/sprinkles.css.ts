import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './breakpoints';
import { vars } from './contract.css';

/**
 * Atomic layout classes over the theme's space scale, logical properties only (no left/right), with
 * mobile-first conditions: `sprinkles({ paddingInline: { mobile: 4, md: 8 }, display: 'flex' })`.
 */
const layout = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
    xl: { '@media': `screen and (min-width: ${breakpoints.xl}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['start', 'center', 'end'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    marginBlock: vars.space,
    marginInline: { ...vars.space, auto: 'auto' },
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
  },
});

export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
