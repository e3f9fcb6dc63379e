import './global.css';

export { contrastText, DEFAULT_BRAND, safeColor } from './brand';
export { vars } from './contract.css';
export { applyBrandColors, type BrandColors, resolveBrand } from './runtime';
