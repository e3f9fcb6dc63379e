import { setElementVars } from '@vanilla-extract/dynamic';
import { contrastText, DEFAULT_BRAND, safeColor } from './brand';
import { vars } from './contract.css';

export interface BrandColors {
  primary?: string | null;
  secondary?: string | null;
}

/** Resolves server colours to safe values with readable text on top of them. */
export function resolveBrand(colors: BrandColors) {
  const primary = safeColor(colors.primary, DEFAULT_BRAND.primary);
  const secondary = safeColor(colors.secondary, DEFAULT_BRAND.secondary);
  return {
    primary,
    primaryContrast: contrastText(primary),
    secondary,
    secondaryContrast: contrastText(secondary),
  };
}

/** Applies the brand colours from app info to an element (the document root in the app). */
export function applyBrandColors(element: HTMLElement, colors: BrandColors): void {
  const brand = resolveBrand(colors);
  setElementVars(element, {
    [vars.color.primary]: brand.primary,
    [vars.color.primaryContrast]: brand.primaryContrast,
    [vars.color.secondary]: brand.secondary,
    [vars.color.secondaryContrast]: brand.secondaryContrast,
    [vars.color.focus]: brand.primary,
  });
}
