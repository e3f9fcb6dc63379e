import type { Text } from '../types.ts';

/** Shorthand for a bilingual text. */
export const t = (ar: string, en: string): Text => ({ ar, en });

/** mulberry32: a tiny seeded PRNG returning numbers in [0, 1), so the seed data is the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export const between = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** The item at index (wrapping around); throws on an empty list instead of returning undefined. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('seed: empty list');
  return item;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds to hh:mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** hh:mm:ss to seconds. */
export function parseDuration(value: string): number {
  const [h = 0, m = 0, s = 0] = value.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);
