import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INFO } from '../buildInfo/index';
import { previewServesDemoApi } from './index';

function build(info?: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'dars-demo-api-'));
  if (info === undefined) return dir;
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, BUILD_INFO), JSON.stringify(info));
  return dir;
}

describe('the demo API in the preview', () => {
  it('answers for a build made for the demo API (or one that records nothing), not for another origin', () => {
    expect(previewServesDemoApi(build({ apiOrigin: '', reportUrl: '' }))).toBe(true);
    expect(previewServesDemoApi(build())).toBe(true);
    expect(previewServesDemoApi(build({ apiOrigin: 'https://api.example.com', reportUrl: '' }))).toBe(false);
  });
});
