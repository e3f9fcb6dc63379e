import { describe, expect, it } from 'vitest';
import { type BuiltChunk, chunksOf, screenFilesOf, staticImportsOf } from './index';

const chunk = (fileName: string, imports: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  ...more,
});

const css = (...files: string[]) => ({ importedCss: new Set(files) });

const chunks = [
  chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/r/index.html' }),
  chunk('assets/react.js', []),
  chunk('assets/early.js', ['assets/sanitize.js'], { isEntry: true, facadeModuleId: '/r/drawEarly.ts' }),
  chunk('assets/sanitize.js', [], { viteMetadata: css('assets/sanitize.css') }),
  chunk('assets/Policy.js', ['assets/sanitize.js', 'assets/react.js', 'assets/common.js'], {
    facadeModuleId: '/r/PolicyScreen.tsx',
    viteMetadata: css('assets/Policy.css'),
  }),
  chunk('assets/common.js', ['assets/Policy.js'], { viteMetadata: css('assets/common.css', 'assets/Policy.css') }),
];

describe('the files of a build', () => {
  it('follows static imports, each file once (also in a cycle)', () => {
    expect([...staticImportsOf(chunks)('assets/Policy.js')]).toEqual([
      'assets/Policy.js',
      'assets/sanitize.js',
      'assets/react.js',
      'assets/common.js',
    ]);
  });

  it("gives a screen's chunks and stylesheets beyond the app's entry, counting other entries' modules as its own", () => {
    expect(screenFilesOf(chunks, ['/r/drawEarly.ts'])('/r/PolicyScreen.tsx')).toEqual({
      file: 'assets/Policy.js',
      modules: ['assets/Policy.js', 'assets/sanitize.js', 'assets/common.js'],
      styles: ['assets/Policy.css', 'assets/sanitize.css', 'assets/common.css'],
    });
    expect(screenFilesOf(chunks)('/r/PolicyScreen.tsx').modules).toEqual(['assets/Policy.js', 'assets/common.js']);
    expect(() => screenFilesOf(chunks)('/r/Missing.tsx')).toThrow(/not a chunk/);
  });

  it('reads the chunks of a bundle, not its assets', () => {
    expect(chunksOf({ a: { type: 'asset' }, b: { type: 'chunk' } })).toHaveLength(1);
  });
});
