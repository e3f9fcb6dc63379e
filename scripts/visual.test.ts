import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import visual from './visual.cjs';
import { baselineSummary, orphanBaselines } from './visual-baselines.mjs';

const { acceptPictures, checkAgainstBaseline, checkPage, comparePng, compress, recordPassedHashes } = visual;

/** A page whose successive pictures are `pictures` (the last one repeats), as photograph sees a page. */
function pageShowing(pictures: Buffer[]) {
  let shown = 0;
  const waits: number[] = [];
  const page = {
    evaluate: async () => ({ x: 0, y: 0, width: 200, height: 100, scale: 1 }),
    context: () => ({
      newCDPSession: async () => ({
        send: async () => ({ data: (pictures[Math.min(shown++, pictures.length - 1)] as Buffer).toString('base64') }),
      }),
    }),
    waitForTimeout: async (ms: number) => {
      waits.push(ms);
    },
  };
  return { page: page as unknown as Parameters<typeof checkPage>[0], taken: () => shown, waits };
}

/** A white picture with a block of colour at (x, y), size w × h. */
function picture(width: number, height: number, block?: { x: number; y: number; w: number; h: number; rgb: number[] }) {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) png.data.set([255, 255, 255, 255], i * 4);
  if (block) {
    for (let y = block.y; y < block.y + block.h; y += 1) {
      for (let x = block.x; x < block.x + block.w; x += 1) png.data.set([...block.rgb, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

let work = '';
let dirs = { baselineDir: '', reportDir: '', manifestPath: '' };
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'dars-visual-'));
  dirs = { baselineDir: join(work, 'b'), reportDir: join(work, 'r'), manifestPath: join(work, 'b.json') };
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const blue = { x: 10, y: 10, w: 40, h: 20, rgb: [0, 78, 254] };

describe('the visual check', () => {
  it('fails a story with no baseline and keeps its picture for acceptance', () => {
    const problem = checkAgainstBaseline('ui-x--a', 'ar', picture(100, 50), dirs);
    expect(problem).toMatch(/no baseline for ui-x--a\.ar/);
    expect(readdirSync(dirs.reportDir)).toEqual(['ui-x--a.ar.actual.png']);
  });

  it('passes the accepted picture, stores it smaller, and records its hash', () => {
    const png = picture(200, 100, blue);
    acceptPictures([['ui-x--a.ar', png]], dirs);
    expect(checkAgainstBaseline('ui-x--a', 'ar', png, dirs)).toBeNull();
    const manifest = JSON.parse(readFileSync(dirs.manifestPath, 'utf8'));
    expect(manifest['ui-x--a.ar']).toMatch(/^[0-9a-f]{40}$/);
    // A palette PNG (colour type 3).
    expect(readFileSync(join(dirs.baselineDir, 'ui-x--a.ar.png'))[25]).toBe(3);
    expect(existsSync(dirs.reportDir)).toBe(false);
  });

  it('passes a shade and up to the tolerance of changed pixels, fails more, and writes the three pictures', () => {
    acceptPictures([['ui-x--a.ar', picture(200, 100, blue)]], dirs);
    expect(checkAgainstBaseline('ui-x--a', 'ar', picture(200, 100, { ...blue, rgb: [0, 76, 250] }), dirs)).toBeNull();
    // Passed by its pixels: only its hash is noted, for `npm run visual:accept`.
    expect(readdirSync(dirs.reportDir)).toEqual(['ui-x--a.ar.passed']);
    // At least 16 pixels may differ (0.01 % of 20,000 is 2): 16 pass, 17 do not.
    const withStrip = (n: number) => picture(200, 100, { x: 100, y: 60, w: n, h: 1, rgb: [0, 0, 0] });
    expect(comparePng(withStrip(16), picture(200, 100)).same).toBe(true);
    expect(comparePng(withStrip(17), picture(200, 100)).same).toBe(false);
    // The block moved by 3 pixels: 120 pixels differ.
    const problem = checkAgainstBaseline('ui-x--a', 'ar', picture(200, 100, { ...blue, x: 13 }), dirs);
    expect(problem).toMatch(
      /ui-x--a\.ar differs from its baseline: 120 pixels differ \(tolerance 16 at threshold 0\.1\)/,
    );
    expect(readdirSync(dirs.reportDir).sort()).toEqual([
      'ui-x--a.ar.actual.png',
      'ui-x--a.ar.diff.png',
      'ui-x--a.ar.expected.png',
      'ui-x--a.ar.passed',
    ]);
    expect(problem).toContain('npm run visual:accept');
  });

  it('records the hash of a picture that passed by comparison, which then passes by hash; a new baseline forgets it', () => {
    acceptPictures([['ui-x--a.ar', picture(200, 100, blue)]], dirs);
    const shade = picture(200, 100, { ...blue, rgb: [0, 76, 250] });
    expect(checkAgainstBaseline('ui-x--a', 'ar', shade, dirs)).toBeNull();
    const noted = readFileSync(join(dirs.reportDir, 'ui-x--a.ar.passed'), 'utf8');
    expect(recordPassedHashes([['ui-x--a.ar', noted]], dirs)).toBe(1);
    // Recorded once, and not for a picture without a baseline.
    expect(recordPassedHashes([['ui-x--a.ar', noted]], dirs)).toBe(0);
    expect(recordPassedHashes([['ui-x--gone.ar', noted]], dirs)).toBe(0);
    const manifest = JSON.parse(readFileSync(dirs.manifestPath, 'utf8'));
    expect(manifest['ui-x--a.ar']).toHaveLength(2);
    expect(manifest['ui-x--a.ar'][1]).toBe(noted);
    expect(manifest['ui-x--gone.ar']).toBeUndefined();
    // By hash, not by pixels: with a baseline far from it, the recorded picture still passes, nothing written.
    rmSync(dirs.reportDir, { recursive: true });
    writeFileSync(join(dirs.baselineDir, 'ui-x--a.ar.png'), compress(picture(200, 100)));
    expect(checkAgainstBaseline('ui-x--a', 'ar', shade, dirs)).toBeNull();
    expect(existsSync(dirs.reportDir)).toBe(false);
    // At most four hashes: the accepted picture's and the last three that passed.
    const more = ['1', '2', '3', '4'].map((d) => d.repeat(40));
    expect(
      recordPassedHashes(
        more.map((h) => ['ui-x--a.ar', h]),
        dirs,
      ),
    ).toBe(4);
    const kept = JSON.parse(readFileSync(dirs.manifestPath, 'utf8'))['ui-x--a.ar'];
    expect(kept).toEqual([manifest['ui-x--a.ar'][0], ...more.slice(1)]);
    // A new baseline: only its own picture is known to match it.
    acceptPictures([['ui-x--a.ar', picture(200, 100)]], dirs);
    expect(checkAgainstBaseline('ui-x--a', 'ar', shade, dirs)).toMatch(/differs from its baseline/);
  });

  it('writes nothing for an attempt that is not the last', () => {
    acceptPictures([['ui-x--a.ar', picture(200, 100, blue)]], dirs);
    const changed = picture(200, 100, { ...blue, x: 30 });
    expect(checkAgainstBaseline('ui-x--a', 'ar', changed, { ...dirs, write: false })).toMatch(/differs/);
    expect(existsSync(dirs.reportDir)).toBe(false);
  });

  it('tolerates 0.01 % of a large picture', () => {
    // 1000 × 400: 40 pixels may differ.
    const strip = (n: number) => picture(1000, 400, { x: 0, y: 200, w: n, h: 1, rgb: [0, 0, 0] });
    expect(comparePng(strip(40), picture(1000, 400))).toMatchObject({ same: true });
    expect(comparePng(strip(41), picture(1000, 400))).toMatchObject({ same: false, diffPixels: 41 });
  });

  it('fails a picture of another size, naming both sizes', () => {
    acceptPictures([['ui-x--a.ar', picture(200, 100)]], { ...dirs });
    expect(checkAgainstBaseline('ui-x--a', 'ar', picture(200, 104), dirs)).toMatch(/size 200×104, baseline 200×100/);
  });
});

describe("a story's check, as the story runner makes it", () => {
  it('takes the picture again after a pause when it differs, and passes once it is the baseline, writing nothing', async () => {
    acceptPictures([['ui-x--a.ar', picture(200, 100, blue)]], dirs);
    const late = pageShowing([picture(200, 100), picture(200, 100, blue)]);
    expect(await checkPage(late.page, 'ui-x--a', 'ar', dirs)).toBeNull();
    expect(late.taken()).toBe(2);
    expect(late.waits).toEqual([250]);
    expect(existsSync(dirs.reportDir)).toBe(false);
  });

  it("fails after three pictures that differ, writing the last one's files", async () => {
    acceptPictures([['ui-x--a.ar', picture(200, 100, blue)]], dirs);
    const changed = pageShowing([picture(200, 100)]);
    expect(await checkPage(changed.page, 'ui-x--a', 'ar', dirs)).toMatch(/ui-x--a\.ar differs from its baseline/);
    expect(changed.taken()).toBe(3);
    expect(readdirSync(dirs.reportDir).sort()).toEqual([
      'ui-x--a.ar.actual.png',
      'ui-x--a.ar.diff.png',
      'ui-x--a.ar.expected.png',
    ]);
  });

  it('does not wait when there is no baseline: one picture, kept for acceptance', async () => {
    const fresh = pageShowing([picture(200, 100)]);
    expect(await checkPage(fresh.page, 'ui-x--a', 'ar', dirs)).toMatch(/no baseline for ui-x--a\.ar/);
    expect(fresh.taken()).toBe(1);
    expect(fresh.waits).toEqual([]);
    expect(readdirSync(dirs.reportDir)).toEqual(['ui-x--a.ar.actual.png']);
  });
});

describe('the comparison on a worker thread', () => {
  it('answers as comparePng does', async () => {
    const result = await visual.compareOffThread(picture(200, 100), picture(200, 100, blue));
    const direct = visual.comparePng(picture(200, 100), picture(200, 100, blue));
    expect(result.same).toBe(false);
    expect(result.diffPixels).toBe(direct.diffPixels);
    expect(result.diff).toEqual(direct.diff);
    // An attempt that writes nothing does not encode a diff picture: the same count, no picture.
    const counted = await visual.compareOffThread(picture(200, 100), picture(200, 100, blue), {
      diff: false,
    });
    expect([counted.same, counted.diffPixels, counted.diff]).toEqual([false, direct.diffPixels, null]);
  });

  it('fails at once when its thread ends without an answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dars-visual-thread-'));
    const exiting = join(dir, 'exits.cjs');
    writeFileSync(exiting, 'process.exit(3);\n');
    try {
      await expect(visual.compareOffThread(picture(20, 10), picture(20, 10), { module: exiting })).rejects.toThrow(
        /ended \(exit 3\) without an answer/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the baselines', () => {
  it('are counted and sized against the 30 MB budget, and those of stories that are gone are found', () => {
    acceptPictures(
      [
        ['ui-x--a.ar', picture(20, 10)],
        ['ui-x--a.en', picture(20, 10)],
        ['ui-gone--b.ar', picture(20, 10)],
      ],
      dirs,
    );
    const summary = baselineSummary(dirs.baselineDir);
    expect(summary).toMatchObject({ count: 3, ok: true });
    expect(summary.line).toMatch(/^3 baselines, 0\.0 MB \(budget 30 MB\)/);
    expect(orphanBaselines({ entries: { 'ui-x--a': {} } }, dirs.baselineDir)).toEqual(['ui-gone--b.ar.png']);
  });
});
