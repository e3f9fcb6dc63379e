/**
 * Deterministic SVG artwork for the demo API, so course covers, avatars, category tiles,
 * banners and plan cards need no stored image files.
 *
 * Every picture is a pure function of its key: the key is hashed (FNV-1a) and the hash seeds a
 * small PRNG that picks colours from a calm palette built around the brand colours
 * (primary #004EFE, secondary #00B34F) and places the decoration. No text is drawn, so the
 * images suit both Arabic and English; the `<title>` is a neutral "kind key" label.
 */

type Rng = () => number;

/** 32-bit FNV-1a hash of a string (UTF-16 code units). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG returning numbers in [0, 1). */
function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rng, min: number, max: number): number => min + r() * (max - min);
const int = (r: Rng, min: number, max: number): number => Math.floor(between(r, min, max + 1));
const pick = <T>(r: Rng, items: readonly [T, ...T[]]): T => items[Math.floor(r() * items.length)] ?? items[0];

/** Rounds for compact output: 12.345 → "12.3". */
const n = (value: number): string => String(Math.round(value * 10) / 10);

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? '');

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): string => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`.toUpperCase();
}

type HuePair = readonly [from: number, to: number];

/**
 * Gradient hue pairs [from, to]: brand blue (222) and brand green (146) with their calm cool
 * neighbours (sky, teal, indigo, violet), plus one muted warm pair for variety.
 */
const HUE_PAIRS: readonly [HuePair, ...HuePair[]] = [
  [222, 198],
  [222, 250],
  [146, 178],
  [158, 200],
  [190, 224],
  [236, 266],
  [264, 226],
  [178, 148],
  [204, 174],
  [214, 160],
  [10, 342],
];

interface Palette {
  /** Gradient start, the deepest colour. */
  from: string;
  /** A colour between `from` and `to`, for three-stop gradients. */
  mid: string;
  /** Gradient end, an analogous hue, a little lighter. */
  to: string;
  /** Pale tint for highlights on top of the gradient. */
  tint: string;
  /** Dark shade for depth. */
  shade: string;
}

/** HSL to hex, darkening yellow-greens and cyans a little since they look lighter than blues. */
function tone(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const bright = h > 60 && h < 200 ? 7 : 0;
  return hslToHex(h, saturation, lightness - bright);
}

function palette(r: Rng): Palette {
  const [a, b] = pick(r, HUE_PAIRS);
  const warm = a < 40;
  const jitter = between(r, -8, 8);
  const from = a + jitter;
  const to = from + (b - a) * between(r, 0.8, 1.2);
  const sat = warm ? between(r, 52, 64) : between(r, 60, 80);
  const light = between(r, 40, 50);
  return {
    from: tone(from, sat, light),
    mid: tone((from + to) / 2, sat - 4, light + 6),
    to: tone(to, sat - 6, light + 12),
    tint: tone(to, 80, 93),
    shade: tone(from, sat, Math.max(light - 22, 14)),
  };
}

interface Canvas {
  kind: string;
  key: string;
  width: number;
  height: number;
  body: string;
}

function svg({ kind, key, width, height, body }: Canvas): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(`${kind} ${key}`)}</title>${body}</svg>`
  );
}

type Line = readonly [x1: number, y1: number, x2: number, y2: number];

/** Gradient directions: a few pleasant diagonals. */
const DIRECTIONS: readonly [Line, ...Line[]] = [
  [0, 0, 1, 1],
  [0, 1, 1, 0],
  [1, 0, 0, 1],
  [0, 0, 1, 0.6],
  [1, 1, 0, 0],
];

function direction(r: Rng): string {
  const [x1, y1, x2, y2] = pick(r, DIRECTIONS);
  return `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
}

function linear(id: string, r: Rng, stops: readonly string[]): string {
  const last = Math.max(stops.length - 1, 1);
  const body = stops.map((c, i) => `<stop offset="${n(i / last)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${direction(r)}>${body}</linearGradient>`;
}

function glow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/** A soft wave across the bottom of a w×h canvas. */
function wave(r: Rng, w: number, h: number, top: number, fill: string, opacity: number): string {
  const amp = between(r, h * 0.04, h * 0.1);
  const y = h * top;
  const c1 = between(r, 0.15, 0.35) * w;
  const c2 = between(r, 0.6, 0.85) * w;
  return (
    `<path d="M0 ${n(y)}C${n(c1)} ${n(y - amp)} ${n(c2)} ${n(y + amp)} ${w} ${n(y - amp / 2)}V${h}H0Z" ` +
    `fill="${fill}" fill-opacity="${n(opacity)}"/>`
  );
}

/** `coverSvg`: a 640×360 course cover — gradient, soft glow and one of three geometric motifs. */
export function coverSvg(slug: string): string {
  const h = hash(`cover:${slug}`);
  const r = rng(h);
  const p = palette(r);
  const id = `c${h.toString(36)}`;
  const W = 640;
  const H = 360;
  const parts: string[] = [];
  const motif = int(r, 0, 2);
  if (motif === 0) {
    // Overlapping circles and a ring.
    const cx = between(r, 380, 560);
    const cy = between(r, 60, 200);
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(between(r, 110, 150))}" fill="#fff" fill-opacity="0.12"/>`,
      `<circle cx="${n(cx - between(r, 90, 140))}" cy="${n(cy + between(r, 60, 110))}" r="${n(between(r, 60, 90))}" fill="${p.tint}" fill-opacity="0.18"/>`,
      `<circle cx="${n(between(r, 60, 200))}" cy="${n(between(r, 40, 120))}" r="${n(between(r, 28, 44))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>`,
    );
  } else if (motif === 1) {
    // Diagonal bands.
    const x = between(r, 240, 380);
    const wd = between(r, 70, 110);
    parts.push(
      `<polygon points="${n(x)},0 ${n(x + wd)},0 ${n(x + wd - 200)},${H} ${n(x - 200)},${H}" fill="#fff" fill-opacity="0.1"/>`,
      `<polygon points="${n(x + wd + 30)},0 ${n(x + 2 * wd + 30)},0 ${n(x + 2 * wd - 170)},${H} ${n(x + wd - 170)},${H}" fill="${p.tint}" fill-opacity="0.16"/>`,
      `<rect x="${n(between(r, 460, 540))}" y="${n(between(r, 50, 110))}" width="72" height="72" rx="18" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="6" transform="rotate(${int(r, 8, 30)} 540 120)"/>`,
    );
  } else {
    // Dot grid and rounded tiles.
    const ox = between(r, 40, 80);
    const oy = between(r, 40, 70);
    const dots: string[] = [];
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 6; col++) {
        dots.push(`<circle cx="${n(ox + col * 22)}" cy="${n(oy + row * 22)}" r="3.5"/>`);
      }
    }
    parts.push(
      `<g fill="#fff" fill-opacity="0.35">${dots.join('')}</g>`,
      `<rect x="${n(between(r, 400, 450))}" y="${n(between(r, 60, 100))}" width="150" height="150" rx="36" fill="#fff" fill-opacity="0.12" transform="rotate(${int(r, -20, 20)} 500 160)"/>`,
      `<rect x="${n(between(r, 330, 380))}" y="${n(between(r, 150, 190))}" width="96" height="96" rx="24" fill="${p.tint}" fill-opacity="0.2"/>`,
    );
  }
  const body =
    `<defs>${linear(`${id}g`, r, [p.from, p.to])}${glow(`${id}l`, p.tint, 0.45)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}g)"/>` +
    `<circle cx="${n(between(r, 80, 560))}" cy="${n(between(r, 40, 140))}" r="260" fill="url(#${id}l)"/>` +
    parts.join('') +
    wave(r, W, H, between(r, 0.74, 0.82), p.shade, 0.22) +
    wave(r, W, H, between(r, 0.84, 0.9), '#fff', 0.1);
  return svg({ kind: 'cover', key: slug, width: W, height: H, body });
}

/** `avatarSvg`: a 160×160 round avatar — coloured disc and a simple person silhouette. */
export function avatarSvg(key: string): string {
  const h = hash(`avatar:${key}`);
  const r = rng(h);
  const p = palette(r);
  const id = `a${h.toString(36)}`;
  const headY = between(r, 60, 66);
  const body =
    `<defs>${linear(`${id}g`, r, [p.from, p.to])}<clipPath id="${id}c"><circle cx="80" cy="80" r="80"/></clipPath></defs>` +
    `<g clip-path="url(#${id}c)">` +
    `<rect width="160" height="160" fill="url(#${id}g)"/>` +
    `<circle cx="${n(between(r, 20, 140))}" cy="${n(between(r, 10, 50))}" r="${n(between(r, 34, 50))}" fill="#fff" fill-opacity="0.12"/>` +
    `<g fill="${p.tint}" fill-opacity="0.95">` +
    `<circle cx="80" cy="${n(headY)}" r="${n(between(r, 26, 30))}"/>` +
    `<path d="M24 168C24 128 48 ${n(headY + 42)} 80 ${n(headY + 42)}S136 128 136 168Z"/>` +
    `</g></g>`;
  return svg({ kind: 'avatar', key, width: 160, height: 160, body });
}

/** White line icons drawn on a 160×160 tile (stroke only). */
const ICONS = [
  // open book
  '<path d="M40 54c14-7 27-7 40 3 13-10 26-10 40-3v54c-14-7-27-7-40 3-13-10-26-10-40-3Z"/><path d="M80 57v54"/>',
  // code brackets
  '<path d="M62 56 38 80l24 24M98 56l24 24-24 24M88 46 72 114"/>',
  // bar chart
  '<path d="M44 116h72M54 104V82M72 104V62M90 104V72M108 104V48"/>',
  // globe
  '<circle cx="80" cy="80" r="36"/><ellipse cx="80" cy="80" rx="15" ry="36"/><path d="M44 80h72"/>',
  // light bulb
  '<path d="M66 98c0-10-16-16-16-34a30 30 0 0 1 60 0c0 18-16 24-16 34Z"/><path d="M68 110h24M72 120h16"/>',
  // shapes (design)
  '<circle cx="62" cy="62" r="18"/><rect x="84" y="44" width="36" height="36" rx="6"/><path d="M80 90l22 32H58Z"/>',
  // briefcase (business)
  '<rect x="40" y="58" width="80" height="54" rx="10"/><path d="M66 58v-8h28v8M40 80h80"/>',
  // music note
  '<path d="M70 108V52l40-10v56"/><circle cx="60" cy="108" r="10"/><circle cx="100" cy="98" r="10"/>',
  // heart (health)
  '<path d="M80 116S42 94 42 66a19 19 0 0 1 38-4 19 19 0 0 1 38 4c0 28-38 50-38 50Z"/>',
  // camera (photography)
  '<rect x="40" y="56" width="80" height="56" rx="10"/><path d="M62 56l6-12h24l6 12"/><circle cx="80" cy="84" r="14"/>',
] as const;

/** `categorySvg`: a 160×160 rounded tile with a line icon. Numeric ids cycle through the icons in order. */
export function categorySvg(id: string): string {
  const h = hash(`category:${id}`);
  const r = rng(h);
  const p = palette(r);
  const gid = `t${h.toString(36)}`;
  const index = /^\d+$/.test(id) ? (Number(id) + ICONS.length - 1) % ICONS.length : h % ICONS.length;
  const icon = ICONS[index] ?? ICONS[0];
  const body =
    `<defs>${linear(`${gid}g`, r, [p.from, p.to])}</defs>` +
    `<rect width="160" height="160" rx="36" fill="url(#${gid}g)"/>` +
    `<circle cx="${n(between(r, 110, 140))}" cy="${n(between(r, 20, 40))}" r="${n(between(r, 26, 36))}" fill="#fff" fill-opacity="0.14"/>` +
    `<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`;
  return svg({ kind: 'category', key: id, width: 160, height: 160, body });
}

/** `bannerSvg`: a 1440×480 hero banner — three-stop gradient, glows, rings, dots and layered waves. */
export function bannerSvg(id: string): string {
  const h = hash(`banner:${id}`);
  const r = rng(h);
  const p = palette(r);
  const gid = `b${h.toString(36)}`;
  const W = 1440;
  const H = 480;
  const rings: string[] = [];
  const rx = between(r, 1000, 1260);
  const ry = between(r, 120, 240);
  for (let i = 0; i < 4; i++) {
    rings.push(
      `<circle cx="${n(rx)}" cy="${n(ry)}" r="${60 + i * 48}" fill="none" stroke="#fff" stroke-opacity="${n(0.32 - i * 0.06)}" stroke-width="3"/>`,
    );
  }
  const tiles: string[] = [];
  for (let i = 0; i < 5; i++) {
    const size = between(r, 28, 70);
    const x = between(r, 80, 1360);
    const y = between(r, 40, 300);
    tiles.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size / 4)}" fill="#fff" fill-opacity="${n(between(r, 0.08, 0.18))}" transform="rotate(${int(r, -30, 30)} ${n(x + size / 2)} ${n(y + size / 2)})"/>`,
    );
  }
  const body =
    '<defs>' +
    linear(`${gid}g`, r, [p.from, p.mid, p.to]) +
    glow(`${gid}a`, p.tint, 0.5) +
    glow(`${gid}b`, '#FFFFFF', 0.3) +
    `<pattern id="${gid}d" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="#fff" fill-opacity="0.4"/></pattern>` +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#${gid}g)"/>` +
    `<ellipse cx="${n(between(r, 160, 520))}" cy="${n(between(r, 60, 200))}" rx="520" ry="340" fill="url(#${gid}a)"/>` +
    `<ellipse cx="${n(between(r, 900, 1300))}" cy="${n(between(r, 300, 440))}" rx="460" ry="300" fill="url(#${gid}b)"/>` +
    `<rect x="${n(between(r, 60, 200))}" y="${n(between(r, 40, 90))}" width="234" height="156" fill="url(#${gid}d)"/>` +
    rings.join('') +
    tiles.join('') +
    wave(r, W, H, between(r, 0.68, 0.74), p.shade, 0.25) +
    wave(r, W, H, between(r, 0.78, 0.84), p.tint, 0.14) +
    wave(r, W, H, between(r, 0.88, 0.92), '#fff', 0.1);
  return svg({ kind: 'banner', key: id, width: W, height: H, body });
}

/** `planSvg`: a 320×200 subscription-plan card — gradient, concentric rings and a gem. */
export function planSvg(id: string): string {
  const h = hash(`plan:${id}`);
  const r = rng(h);
  const p = palette(r);
  const gid = `p${h.toString(36)}`;
  const cx = between(r, 220, 260);
  const cy = between(r, 70, 110);
  const rings = [90, 64, 40]
    .map(
      (rad, i) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${rad}" fill="#fff" fill-opacity="${n(0.08 + i * 0.05)}"/>`,
    )
    .join('');
  const gem =
    `<g transform="translate(${n(cx - 24)} ${n(cy - 22)})" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round">` +
    '<path d="M10 0h28l10 14-24 30L0 14Z"/><path d="M0 14h48M18 0l-4 14 10 30 10-30-4-14"/></g>';
  const body =
    `<defs>${linear(`${gid}g`, r, [p.from, p.to])}</defs>` +
    `<rect width="320" height="200" fill="url(#${gid}g)"/>` +
    rings +
    gem +
    `<circle cx="${n(between(r, 30, 80))}" cy="${n(between(r, 140, 170))}" r="${n(between(r, 14, 22))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>` +
    wave(r, 320, 200, between(r, 0.8, 0.86), p.shade, 0.2);
  return svg({ kind: 'plan', key: id, width: 320, height: 200, body });
}

const GENERATORS: Record<string, (key: string) => string> = {
  covers: coverSvg,
  avatars: avatarSvg,
  categories: categorySvg,
  banners: bannerSvg,
  plans: planSvg,
};

const MEDIA_PATH = /^\/demo-media\/([a-z]+)\/([a-zA-Z0-9-]{1,120})\.svg$/;

/**
 * Maps `/demo-media/{covers|avatars|categories|banners|plans}/{key}.svg` to its SVG, or null for any
 * other path. Keys must match [a-z0-9-] (either case); a query string or fragment is ignored.
 */
export function mediaSvg(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const match = MEDIA_PATH.exec(pathname);
  if (!match) return null;
  const [, kind = '', key = ''] = match;
  const generate = Object.hasOwn(GENERATORS, kind) ? GENERATORS[kind] : undefined;
  return generate ? generate(key) : null;
}
