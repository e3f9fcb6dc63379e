#!/usr/bin/env node
/**
 * The first-screen budgets: the app's entry chunk and every chunk it imports statically (read from Vite's
 * manifest), gzipped, within BUDGET_KB (1 kB = 1000 bytes); the boot script (the page's one classic script,
 * app/boot), which runs before them on every first screen, within BOOT_BUDGET_KB; their style sheets within
 * CSS_BUDGET_KB. Lazy screens (dynamic imports) are not counted: they load after the first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The app's entry and its static imports. */
export const BUDGET_KB = 110;
/** The boot script, which must stay small: it runs before anything is drawn. */
export const BOOT_BUDGET_KB = 3;

const readManifest = (distDir) => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));

/** The manifest keys `roots` import statically, themselves included, leaving out (and not entering) `loaded`. */
function importClosure(manifest, roots, loaded = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** The app's entry (index.html's) and everything it imports statically: what the first screen loads. */
function firstScreenKeys(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && isPage(key));
  if (entries.length === 0) throw new Error('no entry in the Vite manifest');
  return importClosure(manifest, entries);
}

const isPage = (key) => key.endsWith('.html');

/** The classic scripts of the built page (the boot script, app/boot): they run on every first screen. */
export function bootScripts(distDir = 'dist') {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...page.matchAll(/<script src="\/([^"]+\.js)"><\/script>/g)].map((m) => m[1]);
  if (scripts.length === 0) throw new Error('the built index.html has no boot script');
  return scripts;
}

/**
 * The entries boot imports itself, not the app (the sanitizer that draws a policy's text before the app,
 * build/boot EARLY_HTML_MODULE): each one's JavaScript, with what it imports, gzipped. Only a first screen
 * that asks for it loads it, and the screen's own chunks then share it.
 */
export function bootParts(distDir = 'dist') {
  const manifest = readManifest(distDir);
  const gzip = gzipSizes(distDir);
  return Object.keys(manifest)
    .filter((key) => manifest[key].isEntry && !isPage(key))
    .map((key) => ({ part: key, gzipKb: gzip.kb(jsFiles(manifest, importClosure(manifest, [key]))) }));
}

const jsFiles = (manifest, keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

/**
 * The gzipped size of built files, each file compressed once however many sums it is in (a chunk shared by
 * screens is in each of theirs): `bytes(file)`, and `kb(files)` for their sum in kB (1 kB = 1000 bytes).
 */
function gzipSizes(distDir) {
  const sizes = new Map();
  const bytes = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return sizes.get(file);
  };
  return { bytes, kb: (files) => files.reduce((sum, file) => sum + bytes(file), 0) / 1000 };
}

/** The style sheets of manifest `keys`, each once. */
const cssFiles = (manifest, keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];

/** The first screen's files that `filesOf` picks, each with its raw and gzipped size, and their gzipped sum. */
function firstScreenFiles(distDir, filesOf) {
  const manifest = readManifest(distDir);
  const gzip = gzipSizes(distDir);
  const files = filesOf(manifest, firstScreenKeys(manifest));
  const sizes = files.map((file) => ({ file, raw: readFileSync(join(distDir, file)).length, gzip: gzip.bytes(file) }));
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  return { files: sizes, gzip: total, gzipKb: total / 1000 };
}

export const firstScreenJs = (distDir = 'dist') => firstScreenFiles(distDir, jsFiles);

/** The boot script's JavaScript, gzipped. */
export const bootJs = (distDir = 'dist') => firstScreenFiles(distDir, () => bootScripts(distDir));

/** The first screen's style sheets, gzipped: the first paint waits for every one of them. */
export const CSS_BUDGET_KB = 20;

/**
 * The CSS the first screen loads: the style sheets of the entry and of every chunk it imports statically
 * (Vite's manifest `css`), each gzipped; the prerendered pages link the same ones.
 */
export const firstScreenCss = (distDir = 'dist') => firstScreenFiles(distDir, cssFiles);

/** The first screen's budgets: what each measures, its check's name in `npm test`, how, and its ceiling. */
export const FIRST_SCREEN_BUDGETS = [
  { what: 'JavaScript', name: 'first-screen bundle budget', measure: firstScreenJs, budgetKb: BUDGET_KB },
  { what: 'boot script', name: 'boot script budget', measure: bootJs, budgetKb: BOOT_BUDGET_KB },
  { what: 'CSS', name: 'first-screen CSS budget', measure: firstScreenCss, budgetKb: CSS_BUDGET_KB },
];

/** Each lazy route screen's own JavaScript budget (gzip): what opening its route loads before it draws. */
export const ROUTE_BUDGET_KB = 50;

/**
 * Screens allowed above the budget, each with its reason; none is. A large part that only some screens need
 * loads on its own instead (the phone field's country-code picker, Ariakit's combobox and about 240 countries
 * in two languages, loads as the field first draws: packages/ui PhoneField).
 */
export const ROUTE_BUDGET_EXCEPTIONS_KB = {};

/** The budget of one screen's route chunk. */
export const routeBudgetKb = (screen) => ROUTE_BUDGET_EXCEPTIONS_KB[screen] ?? ROUTE_BUDGET_KB;

/**
 * What each lazy screen adds when its route opens: the screen's chunk plus every chunk it imports
 * statically that the first screen has not already loaded, gzipped. Keyed by the screen's source file.
 */
export function routeChunks(distDir = 'dist') {
  const manifest = readManifest(distDir);
  const first = firstScreenKeys(manifest);
  const gzip = gzipSizes(distDir);
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && isScreen(manifest[key].src ?? key))
    .map((key) => ({ screen: key, gzipKb: gzip.kb(jsFiles(manifest, importClosure(manifest, [key], first))) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

/** A route's screen (`app/screens/<Name>/<Name>Screen.tsx`), as opposed to a part a screen loads later. */
const isScreen = (src) => /^app\/screens\/.+Screen\.tsx$/.test(src);

/**
 * The parts screens load when they are needed (the video player, the course overview's sanitizer): each
 * lazy chunk's JavaScript beyond what the first screen and the screen that asks for it have loaded.
 */
export function lazyParts(distDir = 'dist') {
  const manifest = readManifest(distDir);
  const first = firstScreenKeys(manifest);
  const gzip = gzipSizes(distDir);
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !isScreen(manifest[key].src ?? key) && !/messages/.test(key))
    .map((key) => {
      const importers = Object.keys(manifest).filter((k) => (manifest[k].dynamicImports ?? []).includes(key));
      const loaded = new Set(first);
      for (const importer of importers) for (const k of importClosure(manifest, [importer], first)) loaded.add(k);
      return { part: key, by: importers, gzipKb: gzip.kb(jsFiles(manifest, importClosure(manifest, [key], loaded))) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const firstScreen = FIRST_SCREEN_BUDGETS.map((budget) => ({ ...budget, measured: budget.measure() }));
  for (const { what, measured, budgetKb } of firstScreen) {
    for (const f of measured.files)
      console.log(`  ${f.file}: ${(f.raw / 1000).toFixed(1)} kB raw, ${(f.gzip / 1000).toFixed(1)} kB gzip`);
    const verdict = measured.gzipKb <= budgetKb ? 'within' : 'OVER';
    console.log(`first-screen ${what}: ${measured.gzipKb.toFixed(1)} kB gzip (${verdict} the ${budgetKb} kB budget)`);
  }
  const routes = routeChunks();
  for (const r of routes) console.log(`  route ${r.screen}: ${r.gzipKb.toFixed(1)} kB gzip`);
  for (const p of lazyParts())
    console.log(`  lazy part ${p.part}: ${p.gzipKb.toFixed(1)} kB gzip more (asked for by ${p.by.join(', ')})`);
  for (const p of bootParts()) console.log(`  boot part ${p.part}: ${p.gzipKb.toFixed(1)} kB gzip (asked for by boot)`);
  const over = routes.filter((r) => r.gzipKb > routeBudgetKb(r.screen));
  if (over.length) console.log(`route chunks OVER budget: ${over.map((r) => r.screen).join(', ')}`);
  const within = firstScreen.every(({ measured, budgetKb }) => measured.gzipKb <= budgetKb);
  process.exit(within && over.length === 0 ? 0 : 1);
}

/**
 * The service worker (app/offline/sw.ts, built as `sw.js`): its own gzipped size, and what it precaches on a
 * first visit (the files its manifest lists, how many and their gzipped sum).
 */
export function serviceWorker(distDir = 'dist') {
  const { bytes, kb } = gzipSizes(distDir);
  const source = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const precached = [...source.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  return { gzipKb: bytes('sw.js') / 1000, precacheFiles: precached.length, precacheGzipKb: kb(precached) };
}
