import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordFigures, renderFigures, withFigures } from './figures.mjs';

const readme = 'intro\n\n## Figures\n\n<!-- figures:start -->\nold\n<!-- figures:end -->\n\nafter\n';

describe('the README figures', () => {
  it('draws the summary rows in a fixed order, each with the script that wrote it', () => {
    const block = renderFigures({
      failureMatrix: { cells: 375, gaps: 0 },
      tests: { passed: 10, failed: 0, skipped: 0, seconds: 42, cpuSeconds: 70 },
      suiteCost: {
        label: 'the older suite',
        before: { totals: '12 passed, 0 failed', seconds: 80, cpuSeconds: 150 },
        now: { totals: '10 passed, 0 failed', seconds: 42, cpuSeconds: 70 },
        less: 53,
      },
    });
    const rows = block.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| figure'));
    expect(rows).toEqual([
      '| tests | 10 passed, 0 failed in 42 s (70 CPU s) | `npm test -- --figures` |',
      "| the test suite's CPU, beside the older suite | 70 CPU s against 150 CPU s (53 % less; 42 s against 80 s) | `node scripts/suite-cost.mjs` |",
      '| failure matrix | 375 cells, 0 not handled | `npm run failure-matrix` |',
    ]);
  });

  it('draws a Lighthouse table of its own, with the CPU slowdown it measured under', () => {
    const block = renderFigures({
      lighthouse: {
        runs: 3,
        cpuSlowdown: 2.5,
        benchmarkIndex: 1100,
        rows: [
          {
            route: '/home',
            performance: 98,
            accessibility: 100,
            bestPractices: 100,
            seo: 100,
            lcp: 1840,
            tbt: 91.4,
            cls: 0,
          },
        ],
      },
    });
    expect(block).toContain('CPU slowed 2.5× for this machine (benchmark index 1100)');
    expect(block).toContain('| /home | 98 | 100 | 100 | 100 | 1.84 s | 91 ms | 0.000 |');
  });

  it('replaces only the block between the markers', () => {
    const out = withFigures(readme, { failureMatrix: { cells: 1, gaps: 0 } });
    expect(out.startsWith('intro\n\n## Figures\n\n<!-- figures:start -->\n')).toBe(true);
    expect(out.endsWith('<!-- figures:end -->\n\nafter\n')).toBe(true);
    expect(out).not.toContain('old');
    expect(() => withFigures('no block', {})).toThrow(/no <!-- figures:start -->/);
  });

  it('keeps every part recorded before when one script records its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dars-figures-'));
    const files = { json: join(dir, 'figures.json'), readme: join(dir, 'README.md') };
    writeFileSync(files.readme, readme);
    recordFigures('failureMatrix', { cells: 5, gaps: 1 }, files);
    recordFigures('tests', { passed: 3, failed: 0, seconds: 9 }, files);
    const written = readFileSync(files.readme, 'utf8');
    expect(written).toContain('| failure matrix | 5 cells, 1 not handled |');
    expect(written).toContain('| tests | 3 passed, 0 failed in 9 s |');
    expect(JSON.parse(readFileSync(files.json, 'utf8'))).toEqual({
      failureMatrix: { cells: 5, gaps: 1 },
      tests: { passed: 3, failed: 0, seconds: 9 },
    });
    expect(() => recordFigures('nothing', {}, files)).toThrow(/unknown figures part/);
  });
});
