import { describe, expect, it } from 'vitest';
import { applyBrandColors, contrastText, DEFAULT_BRAND, resolveBrand, safeColor } from './index';

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
