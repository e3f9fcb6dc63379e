import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_API_MARKER } from '../mocks/marker';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the production bundle', () => {
  const files = filesUnder(process.env.E2E_DIST || 'dist');
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');

  it('was built', () => {
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  });

  it('contains no mock code: not the demo marker, not msw, not the demo data', () => {
    expect(readFileSync('mocks/marker.ts', 'utf8')).toContain(DEMO_API_MARKER);
    expect(text).not.toContain(DEMO_API_MARKER);
    expect(text).not.toContain('mockServiceWorker');
    expect(text).not.toContain('setupWorker');
    expect(text).not.toContain('أكاديمية درس');
    expect(text).not.toContain('Dars Academy');
    expect(files.some((f) => f.includes('mockServiceWorker'))).toBe(false);
  });
});
