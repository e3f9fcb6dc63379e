import { describe, expect, it } from 'vitest';
import { toPlan } from './catalogue/readers';
import { imageUrl, imageUrlOrNull } from './read';

describe('imageUrl: only addresses an image element may load', () => {
  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['/demo-media/covers/x.svg', '/demo-media/covers/x.svg'],
    ['  https://cdn.example/a.png ', 'https://cdn.example/a.png'],
  ])('keeps %s', (value, kept) => {
    expect(imageUrl(value)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'cover.png',
    '',
    null,
    42,
    { src: 'https://x' },
  ])('drops %j', (value) => {
    expect(imageUrl(value)).toBe('');
    expect(imageUrlOrNull(value)).toBeNull();
  });

  it('a plan whose image is javascript: is read without one', () => {
    expect(toPlan({ id: 1, title: 'p', image: 'javascript:alert(1)' }).image).toBe('');
  });
});
