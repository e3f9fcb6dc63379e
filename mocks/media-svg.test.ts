import { describe, expect, it } from 'vitest';
import { avatarSvg, bannerSvg, categorySvg, coverSvg, mediaSvg, planSvg } from './media-svg.ts';

const generators = [
  { kind: 'cover', dir: 'covers', make: coverSvg, size: [640, 360] },
  { kind: 'avatar', dir: 'avatars', make: avatarSvg, size: [160, 160] },
  { kind: 'category', dir: 'categories', make: categorySvg, size: [160, 160] },
  { kind: 'banner', dir: 'banners', make: bannerSvg, size: [1440, 480] },
  { kind: 'plan', dir: 'plans', make: planSvg, size: [320, 200] },
] as const;

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** The gradient stop colours, in order. */
function colours(svg: string): string[] {
  return Array.from(parse(svg).querySelectorAll('stop'), (stop) => stop.getAttribute('stop-color') ?? '');
}

describe('media-svg generators', () => {
  it('detects malformed XML (sanity check of the parser used below)', () => {
    expect(
      parse('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>').getElementsByTagName('parsererror'),
    ).not.toHaveLength(0);
  });

  describe.each(generators)('$kind', ({ kind, make, size: [width, height] }) => {
    const keys = ['react-from-zero', 'arabic-calligraphy', 'python-basics', '1', '2', '42', 'x'];

    it('is deterministic', () => {
      for (const key of keys) expect(make(key)).toBe(make(key));
    });

    it('gives different keys different colours', () => {
      const first = new Set(keys.map((key) => colours(make(key))[0]));
      expect(first.size).toBe(keys.length);
      expect(colours(make('a'))).not.toEqual(colours(make('b')));
    });

    it('is well-formed, accessible SVG of the right size', () => {
      for (const key of keys) {
        const svg = make(key);
        const doc = parse(svg);
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        const root = doc.documentElement;
        expect(root.localName).toBe('svg');
        expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
        expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
        expect(root.getAttribute('role')).toBe('img');
        expect(root.firstElementChild?.localName).toBe('title');
        expect(root.firstElementChild?.textContent).toBe(`${kind} ${key}`);
        expect(colours(svg).every((c) => /^#[0-9A-F]{6}$/.test(c))).toBe(true);
        // Every url(#id) reference points at an element defined in the same SVG.
        for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) {
          expect(doc.getElementById(id ?? '')).not.toBeNull();
        }
      }
    });

    it('draws no text', () => {
      expect(parse(make('react-from-zero')).getElementsByTagName('text')).toHaveLength(0);
    });
  });

  it('escapes the key in the title', () => {
    const doc = parse(coverSvg('a<b>&"c\''));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe('cover a<b>&"c\'');
  });
});

describe('mediaSvg', () => {
  it.each(generators)('maps /demo-media/$dir/{key}.svg to the $kind generator', ({ dir, make }) => {
    expect(mediaSvg(`/demo-media/${dir}/react-from-zero.svg`)).toBe(make('react-from-zero'));
    expect(mediaSvg(`/demo-media/${dir}/12.svg`)).toBe(make('12'));
  });

  it('accepts upper-case keys and ignores a query string or fragment', () => {
    expect(mediaSvg('/demo-media/covers/React-From-Zero.svg')).toBe(coverSvg('React-From-Zero'));
    expect(mediaSvg('/demo-media/avatars/u1.svg?v=2')).toBe(avatarSvg('u1'));
    expect(mediaSvg('/demo-media/plans/pro.svg#x')).toBe(planSvg('pro'));
  });

  it.each([
    '/demo-media/covers/../x.svg',
    '/demo-media/covers/..%2Fx.svg',
    '/demo-media/covers/%2e%2e.svg',
    '/demo-media/covers/a/b.svg',
    '/demo-media/covers/.svg',
    '/demo-media/covers/a_b.svg',
    '/demo-media/covers/a b.svg',
    '/demo-media/covers/a.b.svg',
    '/demo-media/covers/ذكاء.svg',
    '/demo-media/covers/a.png',
    '/demo-media/covers/a.svgz',
    '/demo-media/covers/a.SVG',
    '/demo-media/covers/a',
    '/demo-media/covers/',
    '/demo-media/videos/clip-1.svg',
    '/demo-media/unknown/a.svg',
    '/demo-media/COVERS/a.svg',
    '/demo-media/constructor/a.svg',
    '/demo-media/__proto__/a.svg',
    '/demo-media/logo.svg',
    '/demo-media//a.svg',
    '/media/covers/a.svg',
    'demo-media/covers/a.svg',
    '/x/demo-media/covers/a.svg',
    `/demo-media/covers/${'a'.repeat(121)}.svg`,
    '',
  ])('rejects %j', (path) => {
    expect(mediaSvg(path)).toBeNull();
  });
});
