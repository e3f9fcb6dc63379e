import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintAppEntry } from './index';

describe('the compile hint', () => {
  it("tops the app's entry only, and moves its source map down a line", () => {
    const bundle = {
      'assets/index.js': { type: 'chunk' as const, isEntry: true, facadeModuleId: '/r/index.html', code: 'a()' },
      'assets/index.js.map': { type: 'asset' as const, source: JSON.stringify({ mappings: 'AAAA' }) },
      'assets/Home.js': { type: 'chunk' as const, isEntry: false, facadeModuleId: '/r/Home.tsx', code: 'b()' },
      'assets/sb.js': { type: 'chunk' as const, isEntry: true, facadeModuleId: '/r/iframe.html', code: 'c()' },
    };
    hintAppEntry(bundle);
    expect(bundle['assets/index.js'].code).toBe(`${COMPILE_HINT}\na()`);
    expect(JSON.parse(bundle['assets/index.js.map'].source).mappings).toBe(';AAAA');
    expect(bundle['assets/Home.js'].code).toBe('b()');
    expect(bundle['assets/sb.js'].code).toBe('c()');
  });
});
