import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../root';
import { BOOT_PLACEHOLDER, bootFileName, bundleBoot } from './index';

describe('the boot script', () => {
  it('is built as a classic script: one function run at once, importing nothing, the stored language read', async () => {
    const code = await bundleBoot({ root: fromRoot(), mode: 'production', envDir: fromRoot() });
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/(^|[;}])\s*(import|export)[\s{*]/);
    // What it shares with the app comes with it: the stored language's key, the API's path.
    expect(code).toContain('`lang`');
    expect(code).toContain('/api/v1');
  }, 60_000);

  it('is named by its content under assets/, as every file cached for good', () => {
    expect(bootFileName('a')).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(bootFileName('a')).toBe(bootFileName('a'));
    expect(bootFileName('a')).not.toBe(bootFileName('b'));
  });

  it("replaces index.html's tag", () => {
    expect(BOOT_PLACEHOLDER.test(readFileSync(fromRoot('index.html'), 'utf8'))).toBe(true);
  });
});
