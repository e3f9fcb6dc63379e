import type { Plugin } from 'vite';
import type { LanguageFiles, PreloadList } from '../../app/boot/preloadList.ts';
import { PRELOAD_META } from '../../app/boot/preloadList.ts';
import { type BuiltChunk, chunksOf, screenFilesOf, staticImportsOf } from '../bundle/index.ts';
import { escapeHtml, fromRoot } from '../root.ts';
import { LOGIN_SCREEN, SCREEN_LIST, screenModules } from '../routes/index.ts';

/**
 * The Cairo files the first screen of each language draws with (one variable file per subset holds every
 * weight). Arabic: the page the build prerendered (build/prerender) is drawn before any script runs, so
 * every file its text uses (the Arabic subset, and the Latin one for spaces, the language toggle, e-mail
 * addresses and prices) is asked for with the page: a face arriving after that first paint would swap in
 * and move text (a layout shift). English: the app draws the first screen itself, in the Latin subset.
 */
export const FIRST_SCREEN_FONTS = {
  ar: ['cairo-arabic-wght-normal', 'cairo-latin-wght-normal'],
  en: ['cairo-latin-wght-normal'],
};

/**
 * The page without its entry's <script type="module"> and <link rel="modulepreload">s, and what they
 * named: the boot script starts them (after a prerendered page is drawn).
 */
export function withoutEntry(html: string): { page: string; entry: PreloadList['entry'] } {
  const entryTag = /\n\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entryTag?.[1]) throw new Error('index.html has no entry <script type="module"> after the build');
  const preloads = [...html.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  let page = html.replace(entryTag[0], '');
  for (const [tag] of preloads) page = page.replace(tag, '');
  return { page, entry: { script: entryTag[1], modules: preloads.map((m) => m[1] as string) } };
}

/** A language's messages chunk and font files in a build (`files`: the bundle's file names). */
export function languageFiles(lang: 'ar' | 'en', chunks: BuiltChunk[], files: string[]): LanguageFiles {
  const messages = chunks.find((c) => c.facadeModuleId === `\0virtual:dars-messages/${lang}`);
  if (!messages) throw new Error(`the ${lang} messages chunk is not in the build`);
  const fonts = FIRST_SCREEN_FONTS[lang].map((stem) => {
    const file = files.find((f) => f.startsWith(`assets/${stem}-`) && f.endsWith('.woff2'));
    if (!file) throw new Error(`font file ${stem} is not in the build`);
    return `/${file}`;
  });
  return { modules: [`/${messages.fileName}`], fonts };
}

/** The sanitizer boot loads by itself: its chunk and imports, which must not bring the app (`grouped`) with them. */
export function earlyHtmlFiles(chunks: BuiltChunk[], module: string, grouped: string[]): PreloadList['earlyHtml'] {
  const chunk = chunks.find((c) => c.facadeModuleId === module);
  if (!chunk) throw new Error(`${module} is not a chunk of the build`);
  const reached = staticImportsOf(chunks)(chunk.fileName);
  const brought = grouped.filter((file) => reached.has(file));
  if (brought.length) throw new Error(`${module} would load ${brought.join(', ')}: see build/boot EARLY_HTML_PARTS`);
  return { script: `/${chunk.fileName}`, modules: chunk.imports.map((f) => `/${f}`) };
}

/**
 * Lists in <meta name="dars-preload"> (app/boot/preloadList.ts) what a first screen needs before it can
 * draw: per language, its messages chunk and fonts; per route, its screen's chunks and styles (with the
 * login screen's for a student-only route when signed out) and its early calls. The boot script, which
 * knows the stored language and the path, preloads those only: a script the policy allows, instead of an
 * inline one. `bootTag`: the boot script's tag in the page; `earlyHtml`: the sanitizer's module.
 */
export function preloadListPlugin(options: { bootTag: () => string; earlyHtml: string }): Plugin {
  return {
    name: 'dars-preload-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The app's page only: Storybook builds its own iframe.html through this config.
        if (context.path !== '/index.html') return undefined;
        const bundle = context.bundle ?? {};
        const chunks = chunksOf(bundle);
        const files = Object.keys(bundle);
        const screenFiles = screenFilesOf(chunks, [options.earlyHtml]);
        const modules = await screenModules();
        const screens: PreloadList['screens'] = {};
        const routes: PreloadList['routes'] = [];
        let login: string | undefined;
        for (const { id, paths, studentOnly, early } of SCREEN_LIST) {
          const own = screenFiles(fromRoot(modules[id]));
          screens[own.file] ??= { modules: own.modules.map((f) => `/${f}`), styles: own.styles.map((f) => `/${f}`) };
          routes.push({ paths, screen: own.file, studentOnly, ...(early ? { early } : {}) });
          if (id === LOGIN_SCREEN) login = own.file;
        }
        const { page, entry } = withoutEntry(html);
        // It must load without the app: a module it came to import that a chunk group took in would bring it.
        const grouped = chunks
          .filter((c) => `/${c.fileName}` === entry.script || c.name === 'app' || c.name === 'common')
          .map((c) => c.fileName);
        const list: PreloadList = {
          entry,
          ar: languageFiles('ar', chunks, files),
          en: languageFiles('en', chunks, files),
          screens,
          routes,
          ...(login ? { login } : {}),
          earlyHtml: earlyHtmlFiles(chunks, options.earlyHtml, grouped),
        };
        const boot = options.bootTag();
        if (!page.includes(boot)) throw new Error(`index.html has no ${boot}`);
        // Right before the boot script, which reads it as it runs.
        const meta = `<meta name="${PRELOAD_META}" content="${escapeHtml(JSON.stringify(list))}">`;
        return page.replace(boot, () => `${meta}\n    ${boot}`);
      },
    },
  };
}
