import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { DEFAULT_BRAND } from './brand';
import { palette } from './palette';

/** The theme contract: every colour, space, radius and type step is a CSS variable. */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryContrast: null,
    secondary: null,
    secondaryContrast: null,
    error: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    controlBorder: null,
    focus: null,
  },
  space: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 8: null, 10: null, 12: null, 16: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  lineHeight: { body: null, heading: null },
  shadow: { card: null },
  size: { touch: null, content: null },
});

createGlobalTheme(':root', vars, {
  color: {
    primary: DEFAULT_BRAND.primary,
    primaryContrast: palette.primaryContrast,
    secondary: DEFAULT_BRAND.secondary,
    secondaryContrast: palette.secondaryContrast,
    error: DEFAULT_BRAND.error,
    text: palette.text,
    textMuted: palette.textMuted,
    surface: palette.surface,
    surfaceMuted: palette.surfaceMuted,
    border: palette.border,
    controlBorder: palette.controlBorder,
    focus: palette.focus,
  },
  // One spacing scale in 4 px steps.
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  font: {
    body: "Cairo, 'Cairo Fallback', system-ui, -apple-system, 'Segoe UI', 'Noto Sans Arabic', Tahoma, Arial, sans-serif",
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  // Arabic script needs room above and below: never a tight line height.
  lineHeight: { body: '1.7', heading: '1.4' },
  shadow: { card: '0 1px 2px rgb(20 23 31 / 6%), 0 4px 16px rgb(20 23 31 / 6%)' },
  size: { touch: '44px', content: '1200px' },
});
