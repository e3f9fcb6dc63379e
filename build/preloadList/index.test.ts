import { describe, expect, it } from 'vitest';
import type { BuiltChunk } from '../bundle/index';
import { earlyHtmlFiles, languageFiles, withoutEntry } from './index';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null): BuiltChunk => ({
  fileName,
  imports,
  isEntry: facadeModuleId !== null,
  facadeModuleId,
});

describe('the preload list', () => {
  it("takes the entry's script and module preloads out of the page, for boot to start", () => {
    const html = `<head>
    <script src="/assets/boot-x.js"></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>`;
    const { page, entry } = withoutEntry(html);
    expect(entry).toEqual({ script: '/assets/index-a.js', modules: ['/assets/react-b.js'] });
    expect(page).not.toMatch(/type="module"|modulepreload/);
    expect(page).toContain('/assets/boot-x.js');
    expect(page).toContain('index-c.css');
    expect(() => withoutEntry('<head></head>')).toThrow(/no entry/);
  });

  it("lists a language's messages chunk and the fonts its first screen draws with", () => {
    const chunks = [chunk('assets/ar-1.js', [], '\0virtual:dars-messages/ar')];
    const files = ['assets/cairo-arabic-wght-normal-2.woff2', 'assets/cairo-latin-wght-normal-3.woff2'];
    expect(languageFiles('ar', chunks, files)).toEqual({
      modules: ['/assets/ar-1.js'],
      fonts: ['/assets/cairo-arabic-wght-normal-2.woff2', '/assets/cairo-latin-wght-normal-3.woff2'],
    });
    expect(() => languageFiles('en', chunks, files)).toThrow(/en messages/);
  });

  it('refuses a sanitizer chunk that would bring the app with it', () => {
    const chunks = [
      chunk('assets/earlyHtml.js', ['assets/sanitize.js'], '/r/drawEarly.ts'),
      chunk('assets/sanitize.js', []),
      chunk('assets/app.js', []),
    ];
    expect(earlyHtmlFiles(chunks, '/r/drawEarly.ts', ['assets/app.js'])).toEqual({
      script: '/assets/earlyHtml.js',
      modules: ['/assets/sanitize.js'],
    });
    chunks[1]?.imports.push('assets/app.js');
    expect(() => earlyHtmlFiles(chunks, '/r/drawEarly.ts', ['assets/app.js'])).toThrow(/would load assets\/app.js/);
  });
});
