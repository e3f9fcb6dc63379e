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

  it('holds a prerendered page per route without parameters, with its stylesheets and no inline style or script', () => {
    const dist = process.env.E2E_DIST || 'dist';
    for (const [file, heading] of [
      ['login.html', 'تسجيل الدخول'],
      ['register.html', 'أنشئ حسابًا جديدًا'],
      ['forget-password.html', null],
      ['profile.html', 'تسجيل الدخول'],
      ['home.html', null],
      ['index.html', null],
    ] as const) {
      const html = readFileSync(join(dist, file), 'utf8');
      expect(html, file).toContain('<div id="root" data-prerendered inert><div');
      if (heading) expect(html, file).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, file).not.toMatch(/<[^>]+\sstyle="/);
      // One script: boot (app/boot), a classic one, built and hashed, before the stylesheets the first paint
      // waits for.
      const scripts = [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
      expect(scripts, file).toEqual([expect.stringMatching(/^<script src="\/assets\/boot-[\w-]+\.js">$/)]);
      expect(html.indexOf(scripts[0] ?? '<script'), file).toBeLessThan(html.indexOf('rel="stylesheet"'));
      for (const [, href] of html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"/g)) {
        expect(
          files.some((f) => f.endsWith(href as string)),
          `${file} links ${href}`,
        ).toBe(true);
      }
    }
    // Deep links with parameters are left to index.html (the shell).
    expect(files.some((f) => f.includes('single_course'))).toBe(false);
  });

  it("starts the app's entry chunk, and only that one, with V8's compile hint (build/compileHint)", () => {
    const dist = process.env.E2E_DIST || 'dist';
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const entry = manifest['index.html']?.file;
    expect(entry).toMatch(/^assets\/index-.+\.js$/);
    const hinted = files
      .filter((f) => f.endsWith('.js'))
      .filter((f) => readFileSync(f, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((f) => f.slice(f.indexOf('assets/')));
    expect(hinted).toEqual([entry]);
  });
});
