// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import visual from './visual.cjs';
import { orphanSnapshots, snapshotSummary } from './visual-snapshots.mjs';
import store from './visual-store.cjs';

// The story runner's hooks without the runner itself (its bundle is jest's, not needed to call a hook).
vi.mock('@storybook/test-runner', () => ({ getStoryContext: vi.fn(async () => ({ parameters: {} })) }));
const { default: runnerConfig } = await import('../.storybook/test-runner');

/** A picture of one colour. */
function picture(width: number, height: number, rgb: [number, number, number]) {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

describe("the story runner's postVisit", () => {
  it('takes no picture and adds no error of its own when the story already failed', async () => {
    const pictures: unknown[] = [];
    // A page showing the failed story in the run's language, whose picture would differ from any snapshot.
    const page = {
      evaluate: vi.fn(async () => 'ar'),
      context: () => ({
        newCDPSession: async () => ({
          send: async (method: string) => {
            pictures.push(method);
            return { data: picture(10, 10, [255, 0, 0]).toString('base64') };
          },
        }),
      }),
    };
    // Jest's expect as the runner supplies it, its matcher failing as a picture that differs does.
    vi.stubGlobal(
      'expect',
      vi.fn(() => ({
        toMatchImageSnapshot: () => {
          throw new Error('Expected image to match or be a close match to snapshot');
        },
      })),
    );
    const visit = runnerConfig.postVisit?.(page as never, {
      id: 'ui-x--broken',
      title: 'UI/X',
      name: 'Broken',
      hasFailure: true,
    });
    await expect(visit).resolves.toBeUndefined();
    expect(pictures).toEqual([]);
    expect(page.evaluate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

/** pixelmatch's colour distance (squared YIQ) between two opaque pixels, as its README defines it. */
function yiqDistance(a: ArrayLike<number>, b: ArrayLike<number>) {
  const [dr, dg, db] = [0, 1, 2].map((c) => (a[c] ?? 0) - (b[c] ?? 0)) as [number, number, number];
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

describe('a stored snapshot', () => {
  it('has every pixel within 13.5 of the picture (the comparison counts past 22) and is smaller', () => {
    // A shadow's soft edge beside text-like noise: every pixel differs from its neighbours.
    const png = new PNG({ width: 200, height: 120 });
    for (let y = 0; y < 120; y += 1) {
      for (let x = 0; x < 200; x += 1) {
        const k = (y * 200 + x) * 4;
        const shade = x < 100 ? 120 + Math.floor(x * 1.3) : (x * 7 + y * 13) % 256;
        png.data.set([shade, Math.min(255, shade + 3), Math.min(255, shade + 9), 255], k);
      }
    }
    const exact = PNG.sync.write(png);
    const storedPng = store.storable(exact);
    const stored = PNG.sync.read(storedPng);
    let most = 0;
    for (let k = 0; k < png.data.length; k += 4) {
      most = Math.max(most, yiqDistance(png.data.subarray(k, k + 3), stored.data.subarray(k, k + 3)));
    }
    expect(most).toBeLessThanOrEqual(13.5);
    expect(most).toBeGreaterThan(0);
    expect(storedPng.length).toBeLessThan(exact.length);
  });

  it('moves no pixel of any colour as far as the comparison counts', () => {
    // pixelmatch counts a pixel whose squared YIQ distance passes 35215 × threshold² (its `maxDelta`).
    const { threshold } = visual.MATCH_OPTIONS.customDiffConfig as { threshold: number };
    expect(store.MOST).toBeLessThan(35215 * threshold * threshold);
    // Every colour of the cube in steps of 3 (86³ pixels), in rows where each pixel's neighbours are near
    // it (the neighbour rule) and far from it (the rounding rule).
    const side = 86;
    const png = new PNG({ width: side * side, height: side });
    for (let r = 0; r < side; r += 1) {
      for (let g = 0; g < side; g += 1) {
        for (let b = 0; b < side; b += 1) {
          png.data.set([r * 3, g * 3, (g % 2 ? side - 1 - b : b) * 3, 255], (r * side * side + g * side + b) * 4);
        }
      }
    }
    const stored = PNG.sync.read(store.storable(PNG.sync.write(png)));
    let most = 0;
    for (let k = 0; k < png.data.length; k += 4) {
      most = Math.max(most, yiqDistance(png.data.subarray(k, k + 3), stored.data.subarray(k, k + 3)));
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(store.MOST);
  });

  it('is not what is written for a failed comparison: those pictures are as taken', () => {
    const exact = picture(10, 10, [13, 14, 15]);
    expect(store.onBeforeWriteToDisc({ buffer: exact, destination: 'x/a.ar-received.png' })).toBe(exact);
    expect(store.onBeforeWriteToDisc({ buffer: exact, destination: 'x/a.ar-diff.png' })).toBe(exact);
  });
});

describe('the snapshots', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dars-snapshots-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are counted and sized against the 30 MB budget, and those no story run checks are found', () => {
    for (const name of ['ui-x--a.ar', 'ui-x--a.en', 'ui-x--wordless.ar', 'ui-x--wordless.en', 'ui-gone--b.ar']) {
      writeFileSync(join(dir, `${name}.png`), picture(20, 10, [0, 0, 0]));
    }
    const summary = snapshotSummary(dir);
    expect(summary).toMatchObject({ count: 5, ok: true });
    expect(summary.line).toMatch(/^5 snapshots, 0\.0 MB \(budget 30 MB\)/);
    const index = {
      entries: {
        'ui-x--a': { type: 'story', tags: ['test', 'text'] },
        'ui-x--wordless': { type: 'story', tags: ['test'] },
        'ui-x--docs': { type: 'docs', tags: ['test', 'text'] },
      },
    };
    expect(orphanSnapshots(index, dir).sort()).toEqual(['ui-gone--b.ar.png', 'ui-x--wordless.en.png']);
  });
});
