// Font faces and global rules (Storybook and the dev server get them here; the app's entry imports them directly).
import './styles';

export { contrastText, DEFAULT_BRAND, safeColor } from './brand';
export { type Breakpoint, breakpoints, cardsPerView, media, responsive } from './breakpoints';
export { vars } from './contract.css';
export { palette } from './palette';
export { applyBrandColors, type BrandColors, resolveBrand } from './runtime';
export { type Space, type Sprinkles, sprinkles } from './sprinkles.css';
