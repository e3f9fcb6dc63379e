/**
 * The default colours (brand colours from app info override primary and secondary at runtime).
 * `border` draws decorative lines (cards, dividers); `controlBorder` outlines what the user types
 * into or chooses from (inputs, selects, code boxes), so it reaches 3:1 against both surfaces
 * (WCAG 1.4.11): theme.test.ts checks.
 */
export const palette = {
  primaryContrast: '#FFFFFF',
  secondaryContrast: '#FFFFFF',
  text: '#14171F',
  textMuted: '#525866',
  surface: '#FFFFFF',
  surfaceMuted: '#F6F7FB',
  border: '#E3E6EE',
  controlBorder: '#767D8C',
  focus: '#004EFE',
} as const;
