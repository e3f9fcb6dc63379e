// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('a stored snapshot', () => {
  it('has each colour channel within STEP / 2 of the picture; the pictures of a failure are written as they are', () => {
    const png = new PNG({ width: 64, height: 64 });
    // A shaded surface, as a gradient or a shadow draws one.
    for (let i = 0; i < png.data.length; i += 1)
      png.data[i] = i % 4 === 3 ? 255 : (Math.floor(i / 4) % 64) * 3 + (i % 4);
    const exact = PNG.sync.write(png);
    const stored = PNG.sync.read(store.storable(exact));
    let most = 0;
    for (let i = 0; i < png.data.length; i += 1)
      most = Math.max(most, Math.abs((png.data[i] ?? 0) - (stored.data[i] ?? 0)));
    expect(most).toBeLessThanOrEqual(store.STEP / 2);
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
