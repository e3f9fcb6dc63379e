/** The spec's default brand colours (section 9). */
export const DEFAULT_BRAND = {
  primary: '#004EFE',
  secondary: '#00B34F',
  error: '#E10000',
} as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A colour from the server is used only when it is a hex colour: anything else
 * (empty, a name, an injection attempt) falls back to the default.
 */
export function safeColor(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  if (HEX.test(trimmed)) return trimmed;
  if (/^[0-9a-f]{6}$/i.test(trimmed)) return `#${trimmed}`;
  return fallback;
}

/** Black or white, whichever reads better on the given hex background (WCAG relative luminance). */
export function contrastText(hex: string): '#FFFFFF' | '#14171F' {
  const full =
    hex.length === 4 || hex.length === 5
      ? hex
          .slice(1, 4)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(1, 7);
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / 0.0626;
  return contrastWithWhite >= contrastWithDark ? '#FFFFFF' : '#14171F';
}
