import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run chromatic', () => {
  it('without CHROMATIC_PROJECT_TOKEN says so in one line and exits cleanly, publishing nothing', () => {
    const { CHROMATIC_PROJECT_TOKEN: _unset, ...env } = process.env;
    const result = spawnSync(process.execPath, ['scripts/chromatic.mjs'], { env, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN is not set');
  });
});
