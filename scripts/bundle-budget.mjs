#!/usr/bin/env node
/**
 * The first-screen budget: the JavaScript of the entry chunk plus every chunk it imports
 * statically (read from Vite's manifest), gzipped, must stay within BUDGET_KB (1 kB = 1000 bytes).
 * Lazy screens (dynamic imports) are not counted: they load after the first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 110;

export function firstScreenJs(distDir = 'dist') {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('no entry in the Vite manifest');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { files: sizes, gzip, gzipKb: gzip / 1000 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = firstScreenJs();
  for (const f of result.files)
    console.log(`  ${f.file}: ${(f.raw / 1000).toFixed(1)} kB raw, ${(f.gzip / 1000).toFixed(1)} kB gzip`);
  const verdict = result.gzipKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`first-screen JavaScript: ${result.gzipKb.toFixed(1)} kB gzip (${verdict} the ${BUDGET_KB} kB budget)`);
  process.exit(result.gzipKb <= BUDGET_KB ? 0 : 1);
}
