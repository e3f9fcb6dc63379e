import { describe, expect, it } from 'vitest';
import { applyBrandColors, cardsPerView, contrastText, DEFAULT_BRAND, palette, resolveBrand, safeColor } from './index';

describe('brand colours', () => {
  it('defaults to the spec colours', () => {
    expect(DEFAULT_BRAND).toEqual({ primary: '#004EFE', secondary: '#00B34F', error: '#E10000' });
    expect(resolveBrand({})).toMatchObject({ primary: '#004EFE', secondary: '#00B34F' });
  });

  it('accepts hex colours from the server, with or without #', () => {
    expect(safeColor('#123abc', 'x')).toBe('#123abc');
    expect(safeColor('123abc', 'x')).toBe('#123abc');
    expect(safeColor(' #fff ', 'x')).toBe('#fff');
  });

  it('rejects anything that is not a colour', () => {
    expect(safeColor('red; background:url(x)', '#000')).toBe('#000');
    expect(safeColor('', '#000')).toBe('#000');
    expect(safeColor(null, '#000')).toBe('#000');
    expect(safeColor(42, '#000')).toBe('#000');
  });

  it('picks readable text for light and dark backgrounds', () => {
    expect(contrastText('#004EFE')).toBe('#FFFFFF');
    expect(contrastText('#FFEB3B')).toBe('#14171F');
    expect(contrastText('#000')).toBe('#FFFFFF');
  });

  it('writes the colours as CSS variables on the element', () => {
    const el = document.createElement('div');
    applyBrandColors(el, { primary: '#aa0000', secondary: 'nonsense' });
    const values = Array.from(el.style).map((name) => el.style.getPropertyValue(name));
    expect(values).toContain('#aa0000');
    expect(values).toContain('#00B34F');
  });
});

describe('breakpoints', () => {
  it('are the spec widths, and the media queries meet without a gap', async () => {
    const { breakpoints, media, responsive } = await import('./breakpoints');
    expect(breakpoints).toMatchObject({ sm: 640, md: 768, lg: 1024 });
    expect(media.up('md')).toBe('screen and (min-width: 768px)');
    expect(media.below('md')).toBe('screen and (max-width: 767.98px)');
    expect(media.between('md', 'xl')).toBe('screen and (min-width: 768px) and (max-width: 1199.98px)');
    expect(Object.keys(responsive({ lg: { color: 'red' }, sm: { color: 'blue' } })['@media'])).toEqual([
      'screen and (min-width: 640px)',
      'screen and (min-width: 1024px)',
    ]);
  });
});

describe('contrast of the default palette (WCAG 1.4.3 and 1.4.11)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it('outlines inputs, selects and code boxes at 3:1 or more against both surfaces', () => {
    expect(ratio(palette.controlBorder, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(ratio(palette.controlBorder, palette.surfaceMuted)).toBeGreaterThanOrEqual(3);
  });

  it('keeps body and muted text at 4.5:1 or more', () => {
    for (const background of [palette.surface, palette.surfaceMuted]) {
      expect(ratio(palette.text, background)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.textMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('cardsPerView', () => {
  it('shows 1 card below 640 px, 2 below 768, 3 below 1024 and 4 from 1024 px', () => {
    expect([320, 639, 640, 767, 768, 1023, 1024, 1920].map(cardsPerView)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
