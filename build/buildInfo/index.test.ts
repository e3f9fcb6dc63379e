import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INFO, previewHeaders, readBuildInfo } from './index';

function builtFor(info: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'dars-build-info-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, BUILD_INFO), JSON.stringify(info));
  return dir;
}

describe('the build info', () => {
  it('reads what the build was made for; nothing for a folder without one', () => {
    expect(readBuildInfo(builtFor({ apiOrigin: 'https://api.example.com', reportUrl: '' }))).toEqual({
      apiOrigin: 'https://api.example.com',
      reportUrl: '',
    });
    expect(readBuildInfo(join(tmpdir(), 'no-such-build'))).toEqual({ apiOrigin: null, reportUrl: '' });
  });

  it("gives the preview the policy of the build's own API origin, not the environment's", () => {
    const headers: Record<string, string> = { 'Content-Security-Policy': "connect-src 'self'" };
    previewHeaders(headers, { apiOrigin: 'https://api.example.com', reportUrl: '' }, { apiOrigin: '', reportUrl: '' });
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.com;");
    const unknown: Record<string, string> = { 'Content-Security-Policy': 'x' };
    previewHeaders(unknown, { apiOrigin: null, reportUrl: '' }, { apiOrigin: '', reportUrl: '' });
    expect(unknown).toEqual({ 'Content-Security-Policy': 'x' });
  });
});
