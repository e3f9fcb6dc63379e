// Cairo covers Arabic and Latin; only the weights the UI uses, font-display: swap (set by @fontsource).
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import './global.css';

export { contrastText, DEFAULT_BRAND, safeColor } from './brand';
export { type Breakpoint, breakpoints, media, responsive } from './breakpoints';
export { vars } from './contract.css';
export { applyBrandColors, type BrandColors, resolveBrand } from './runtime';
export { type Space, type Sprinkles, sprinkles } from './sprinkles.css';
