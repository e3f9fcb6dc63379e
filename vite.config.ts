import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin } from 'vite';
import { matchesPath } from './app/matchPath.ts';
import { demoApiPlugin } from './mocks/vite-plugin.ts';
import { ar, en } from './packages/i18n/src/messages/index.ts';
import { apiOrigin, contentSecurityPolicy, cspReportUrl, securityHeaders } from './scripts/security-policy.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The path aliases every tool resolves (tsconfig.json `paths` lists the same). */
export const aliases = [
  { find: /^@dars\/theme\/styles$/, replacement: here('./packages/theme/src/styles.ts') },
  { find: /^@dars\/(ui|api|i18n|theme)$/, replacement: here('./packages/$1/src/index.ts') },
  { find: /^@dars\/ui\/([A-Za-z]+)$/, replacement: here('./packages/ui/src/$1/index.ts') },
  { find: /^@dars\/machines$/, replacement: here('./machines/index.ts') },
  { find: /^@dars\/mocks$/, replacement: here('./mocks/index.ts') },
  { find: /^@dars\/mocks\/(.+)$/, replacement: `${here('./mocks/')}$1.ts` },
];

/**
 * The production build's Content-Security-Policy as the first element of <head> (before any
 * script or style it governs), allowing the API origin the build talks to. Build only: the
 * development server's hot reload needs inline code.
 */
function securityPolicyPlugin(origin: string): Plugin {
  return {
    name: 'dars-security-policy',
    apply: 'build',
    // The app's page only: Storybook builds its own iframe.html through this config.
    transformIndexHtml: (_html, context) => {
      if (context.path !== '/index.html') return undefined;
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ apiOrigin: origin }) },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/** What a build was made for, read back by `vite preview`: `<outDir>/.vite/dars-build.json`. */
const BUILD_INFO = '.vite/dars-build.json';

/** The API origin a build in `outDir` was made for ('' for the demo API on the page's own origin), or null when unknown. */
export function builtApiOrigin(outDir: string): string | null {
  try {
    const info = JSON.parse(readFileSync(join(outDir, BUILD_INFO), 'utf8')) as { apiOrigin?: unknown };
    return typeof info.apiOrigin === 'string' ? info.apiOrigin : null;
  } catch {
    return null;
  }
}

/** Where a build in `outDir` has policy violations reported ('' for nowhere, also when unknown). */
function builtReportUrl(outDir: string): string {
  try {
    const info = JSON.parse(readFileSync(join(outDir, BUILD_INFO), 'utf8')) as { reportUrl?: unknown };
    return typeof info.reportUrl === 'string' ? info.reportUrl : '';
  } catch {
    return '';
  }
}

/**
 * `vite preview` serves the build it is given, so its policy header comes from that build, not from the
 * environment at preview time: the build records the API origin it was made for, and the preview
 * server's headers (and whether it mounts the demo API) follow it. A build run without the variable
 * at preview time then still reaches its API; the environment counts only for a build that records nothing.
 */
function buildInfoPlugin(origin: string, reportUrl: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'dars-build-info',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(options) {
      const file = join(options.dir ?? outDir, BUILD_INFO);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ apiOrigin: origin, reportUrl })}\n`);
    },
    configurePreviewServer(server) {
      const built = builtApiOrigin(outDir);
      const builtReport = builtReportUrl(outDir);
      if (built === null || (built === origin && builtReport === reportUrl)) return;
      const headers = server.config.preview.headers ?? {};
      delete headers['Reporting-Endpoints'];
      Object.assign(headers, securityHeaders({ apiOrigin: built, reportUrl: builtReport }));
    },
  };
}

/** index.html's boot script, in <head> before any stylesheet: it runs before anything is drawn. */
const BOOT_SCRIPT = '<script src="/boot.js"></script>';

const MESSAGES_MODULE = /^virtual:dars-messages\/(ar|en)$/;

/**
 * `virtual:dars-messages/ar` and `/en`: one language's whole catalogue each, as its own chunk.
 * The catalogue's source keeps both languages side by side in each domain file (a missing key does
 * not compile); a chunk built from those files would carry both, so the build serialises each
 * language apart. (Editing a message restarts the dev server: the config imports the catalogue.)
 */
function messagesPlugin(): Plugin {
  const catalogues = { ar, en };
  return {
    name: 'dars-messages',
    resolveId: (id) => (MESSAGES_MODULE.test(id) ? `\0${id}` : undefined),
    load(id) {
      const lang = MESSAGES_MODULE.exec(id.replace(/^\0/, ''))?.[1] as 'ar' | 'en' | undefined;
      if (!id.startsWith('\0') || !lang) return undefined;
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(catalogues[lang]))});`;
    },
  };
}

/**
 * The Cairo files the first screen of each language draws with (one variable file per subset holds every
 * weight). Arabic: the page the build prerendered (prerenderPlugin) is drawn before any script runs, so
 * every file its text uses (the Arabic subset, and the Latin one for spaces, the language toggle, e-mail
 * addresses and prices) is asked for with the page: a face arriving after that first paint would swap in
 * and move text (0.025 on a course list at 375 px). English: the app draws the first screen itself, in
 * the Latin subset.
 */
const FIRST_SCREEN_FONTS = {
  ar: ['cairo-arabic-wght-normal', 'cairo-latin-wght-normal'],
  en: ['cairo-latin-wght-normal'],
};

/**
 * Every screen's paths and its module, read from the route registry's source (app/paths.ts:
 * `id: screen({ paths: [...], studentOnly: true })`; app/routeTable.ts: `id: () => import('./screens/…') |
 * policy`; app/earlyCalls.ts: `id: { calls: [...], image: [...] }`), so the boot script can start fetching
 * the current route's screen (and its early calls) together with the entry.
 */
/** A screen's early calls as app/earlyCalls.ts declares them. */
interface EarlyCalls {
  calls: string[];
  image: string[];
  html: string[];
  bearer?: true;
  info?: true;
  body?: true;
  questions?: true;
}

/** The flags an early-calls entry may carry after its calls and image (`, bearer: true`). */
const EARLY_FLAGS = ['bearer', 'info', 'body', 'questions'] as const;
const EARLY_ENTRY = new RegExp(
  `^\\{ calls: \\[([^\\]]*)\\](?:, image: \\[([^\\]]*)\\])?(?:, html: \\[([^\\]]*)\\])?((?:, (?:${EARLY_FLAGS.join('|')}): true)*) \\}$`,
);

function screenModules(): {
  id: string;
  paths: string[];
  studentOnly: boolean;
  module: string;
  early: EarlyCalls | null;
}[] {
  const pages = readFileSync(here('./app/paths.ts'), 'utf8');
  const loaders = readFileSync(here('./app/routeTable.ts'), 'utf8');
  // Loaders shared by several screens: `const policy = () => import('…')`; then each screen's, by its id.
  const named = new Map([...loaders.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
  const loaderOf = new Map(
    [...loaders.matchAll(/\n {2}(\w+): (?:\(\) => import\('([^']+)'\)|(\w+)),/g)].map((m) => [
      m[1],
      m[2] ?? (m[3] ? named.get(m[3]) : undefined),
    ]),
  );
  // The early calls, by screen id: `id: { calls: [...], image: [...] },` (app/earlyCalls.ts).
  const earlySource = readFileSync(here('./app/earlyCalls.ts'), 'utf8');
  const earlyOf = new Map(
    [...earlySource.matchAll(/\n {2}(\w+): (\{ calls: [^\n]*\}),/g)].map((m) => [m[1], m[2] as string]),
  );
  return [...pages.matchAll(/\n {2}(\w+): screen\(\{([\s\S]*?)\}\),/g)].map(([, id, block = '']) => {
    const paths = [...(/paths: \[([^\]]*)\]/.exec(block)?.[1]?.matchAll(/'([^']+)'/g) ?? [])].map(
      (m) => m[1] as string,
    );
    const module = id ? loaderOf.get(id) : undefined;
    if (paths.length === 0 || !module)
      throw new Error(`app/paths.ts and app/routeTable.ts: cannot read the screen ${id} near ${block.slice(0, 80)}`);
    const strings = (list: string | undefined) => [...(list?.matchAll(/'([^']+)'/g) ?? [])].map((m) => m[1] as string);
    const declared = id ? earlyOf.get(id) : undefined;
    const early = declared ? EARLY_ENTRY.exec(declared) : null;
    if (declared && !early?.[1]) throw new Error(`app/earlyCalls.ts: cannot read the early calls of ${id}`);
    const flags = early?.[4] ?? '';
    return {
      id: id as string,
      paths,
      studentOnly: /studentOnly: true/.test(block),
      module: `app/${module.replace('./', '')}.tsx`,
      early: early
        ? {
            calls: strings(early[1]),
            image: strings(early[2]),
            html: strings(early[3]),
            ...Object.fromEntries(EARLY_FLAGS.filter((flag) => flags.includes(`${flag}: true`)).map((f) => [f, true])),
          }
        : null,
    };
  });
}

/** What boot.js imports to draw a first screen's server HTML early (app/earlyCalls.ts `html`). */
const EARLY_HTML_MODULE = './packages/ui/src/SafeHtml/drawEarly.ts';
/** Its modules, which no chunk group takes in (chunkGroupsPlugin): they load without the app. */
const EARLY_HTML_PARTS =
  /\/packages\/ui\/src\/SafeHtml\/(drawEarly|sanitize|preparse)\.ts$|\/node_modules\/dompurify\//;

/** What the plugins below read of a chunk of the client build. */
interface BuiltChunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** A chunk's file and every file it imports statically, added to `into` (file names as in the bundle). */
function staticImportsOf(chunks: BuiltChunk[]) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const collect = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) collect(imported, into);
    return into;
  };
  return collect;
}

/**
 * A screen's own files in a build: its chunk, the chunks it imports that the entry does not load, and
 * their stylesheets (file names as in the bundle). The preload list and the prerendered pages both read it.
 */
function screenFilesOf(chunks: BuiltChunk[]) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const collect = staticImportsOf(chunks);
  // The app's entry only: the sanitizer boot.js loads by itself (EARLY_HTML_MODULE) is an entry of the
  // build too, but a screen that draws server HTML still needs its files preloaded with the screen.
  const entryFiles = new Set<string>();
  for (const c of chunks)
    if (c.isEntry && c.facadeModuleId !== here(EARLY_HTML_MODULE)) collect(c.fileName, entryFiles);
  return (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === here(`./${module}`));
    if (!chunk) throw new Error(`${module} is not a chunk of the build`);
    const files = collect(chunk.fileName);
    const modules = [...files].filter((f) => !entryFiles.has(f));
    const styles = [...new Set(modules.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]))];
    return { file: chunk.fileName, modules, styles };
  };
}

/**
 * Lists in <meta name="dars-preload"> what a first screen needs before it can draw: per language,
 * its messages chunk (the app awaits it before rendering) and FIRST_SCREEN_FONTS; per route, its
 * screen's chunks and styles (with the login screen's for a student-only route when signed out).
 * The boot script (public/boot.js), which knows the stored language and the path, preloads those
 * only: a script the policy allows, instead of an inline one.
 */
function preloadListPlugin(apiBase: string, infoPassword: [string, string] | null): Plugin {
  return {
    name: 'dars-preload-list',
    apply: 'build',
    // The sanitizer boot.js draws a policy's text with before the app (app/earlyCalls.ts `html`): a chunk
    // of its own, with its exports, that shares the sanitizer module (and DOMPurify) with SafeHtml's chunk.
    buildStart() {
      this.emitFile({ type: 'chunk', id: here(EARLY_HTML_MODULE), name: 'earlyHtml', preserveSignature: 'strict' });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        // The app's page only: Storybook builds its own iframe.html through this config.
        if (context.path !== '/index.html') return undefined;
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const font = (stem: string) => {
          const file = Object.keys(bundle).find((f) => f.startsWith(`assets/${stem}-`) && f.endsWith('.woff2'));
          if (!file) throw new Error(`font file ${stem} is not in the build`);
          return `/${file}`;
        };
        const messages = (lang: 'ar' | 'en') => {
          const chunk = chunks.find((c) => c.facadeModuleId === `\0virtual:dars-messages/${lang}`);
          if (!chunk) throw new Error(`the ${lang} messages chunk is not in the build`);
          return `/${chunk.fileName}`;
        };
        const language = (lang: 'ar' | 'en') => ({
          modules: [messages(lang)],
          fonts: FIRST_SCREEN_FONTS[lang].map(font),
        });
        const screenFiles = screenFilesOf(chunks);
        const screens: Record<string, { modules: string[]; styles: string[] }> = {};
        const routes: { paths: string[]; screen: string; studentOnly: boolean; early?: EarlyCalls }[] = [];
        for (const { paths, studentOnly, module, early } of screenModules()) {
          const own = screenFiles(module);
          screens[own.file] ??= { modules: own.modules.map((f) => `/${f}`), styles: own.styles.map((f) => `/${f}`) };
          routes.push({ paths, screen: own.file, studentOnly, ...(early ? { early } : {}) });
        }
        const login = routes.find((r) => r.paths.includes('/login'))?.screen;
        // The entry and its imports: the boot script starts them (after a prerendered page is drawn),
        // so the page has no <script type="module"> or <link rel="modulepreload"> of its own.
        const entryTag = /\n\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
        if (!entryTag?.[1]) throw new Error('index.html has no entry <script type="module"> after the build');
        const preloads = [
          ...html.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g),
        ];
        let page = html.replace(entryTag[0], '');
        for (const [tag] of preloads) page = page.replace(tag, '');
        const entry = { script: entryTag[1], modules: preloads.map((m) => m[1] as string) };
        const home = routes.find((r) => r.paths.includes('/home'))?.screen;
        const earlyHtml = chunks.find((c) => c.facadeModuleId === here(EARLY_HTML_MODULE));
        if (!earlyHtml) throw new Error(`${EARLY_HTML_MODULE} is not a chunk of the build`);
        // It must load without the app: a module it came to import that a chunk group took in would bring it.
        const entryFile = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
        const grouped = chunks.filter((c) => c.fileName === entryFile || c.name === 'app' || c.name === 'common');
        const reached = staticImportsOf(chunks)(earlyHtml.fileName);
        const brought = grouped.filter((c) => reached.has(c.fileName)).map((c) => c.fileName);
        if (brought.length)
          throw new Error(`${EARLY_HTML_MODULE} would load ${brought.join(', ')}: see EARLY_HTML_PARTS`);
        // The home page's banners call, which boot.js starts for a visitor before the app (its first
        // image is the page's largest paint), on the API base the app's client uses (packages/api client.ts).
        const api = `${apiBase}/api/v1`;
        const banners = `${api}/banners`;
        const content = JSON.stringify({
          entry,
          ar: language('ar'),
          en: language('en'),
          screens,
          routes,
          login,
          home,
          banners,
          api,
          earlyHtml: { script: `/${earlyHtml.fileName}`, modules: earlyHtml.imports.map((f) => `/${f}`) },
          // GET /info's static password header (packages/api client.ts), for the early calls marked `info`.
          ...(infoPassword ? { info: infoPassword } : {}),
        });
        // Right before the boot script, which reads it as it runs.
        const meta = `<meta name="dars-preload" content="${escapeHtml(content)}">`;
        if (!page.includes(BOOT_SCRIPT)) throw new Error(`index.html has no ${BOOT_SCRIPT}`);
        return page.replace(BOOT_SCRIPT, () => `${meta}\n    ${BOOT_SCRIPT}`);
      },
    },
  };
}

const PRERENDER_MODULE = 'virtual:dars-prerender';

/**
 * Draws a page on the server side of a build (see prerenderPlugin): the app in Arabic (the default
 * language) as a visitor sees it before any API answer, with the route's screen already loaded.
 * A student-only route draws the login screen, where the app sends a visitor.
 */
const PRERENDER_SOURCE = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { createTranslator, DEFAULT_LANGUAGE, loadMessages } from '@dars/i18n';
import { App } from '/app/App.tsx';
import { createAppActors } from '/app/actors.ts';
import { preloadScreen } from '/app/LazyScreen.tsx';
import { ROUTES } from '/app/routeTable.ts';

export async function render(path) {
  await loadMessages(DEFAULT_LANGUAGE);
  let def = ROUTES.find((r) => r.path === path);
  if (!def) return null;
  if (def.studentOnly) def = ROUTES.find((r) => r.path === '/login');
  await preloadScreen(def.load);
  const actors = createAppActors();
  try {
    // A route with parameters is drawn for a stand-in value: the screen shows its loading state.
    const ssrPath = def.path.replace(/:w+/g, '_');
    const html = renderToString(createElement(Router, { ssrPath }, createElement(App, { actors })));
    const t = createTranslator(DEFAULT_LANGUAGE);
    const name = t('app.fallbackName');
    const page = t(def.title);
    return { html, title: name + ' | ' + page, description: t('app.description', { page, name }) };
  } finally {
    actors.stop();
  }
}

/**
 * A student-only route as a signed-in student first sees it, before any API answer (the cart's loading page):
 * the build puts it in a <template> beside the visitor's page, and boot.js shows it when a token is stored.
 */
export async function renderAsStudent(path) {
  await loadMessages(DEFAULT_LANGUAGE);
  const def = ROUTES.find((r) => r.path === path);
  if (!def) return null;
  await preloadScreen(def.load);
  localStorage.setItem('token', 'prerender');
  const actors = createAppActors();
  try {
    return renderToString(createElement(Router, { ssrPath: def.path }, createElement(App, { actors })));
  } finally {
    actors.stop();
    localStorage.removeItem('token');
  }
}

/** The shell every other path starts from (index.html): layout, header and footer, a skeleton in the main area. */
export async function renderShell() {
  await loadMessages(DEFAULT_LANGUAGE);
  const actors = createAppActors();
  try {
    return renderToString(createElement(Router, { ssrPath: '/__shell__' }, createElement(App, { actors })));
  } finally {
    actors.stop();
  }
}
`;

/**
 * Prerendered pages: after the client build, every route without parameters gets its own HTML file
 * (\`login.html\` for /login, which \`vite preview\` and deploy/nginx.conf serve for /login), holding
 * the page as the app first draws it in Arabic for a visitor, with the screen's stylesheets linked
 * (public/boot.js preloads its chunks); index.html (every other path) holds the shell with a skeleton. So the
 * first paint needs the HTML and CSS only, not the JavaScript. The app then renders over it
 * (main.tsx first loads the same screen, so the first render draws the same thing). When that first
 * render will differ (English stored, or a student signed in), public/boot.js marks the page and the
 * layout's styles keep the prerendered content invisible (\`data-prerendered\` on #root) until then.
 * Until the app has rendered, the prerendered page is \`inert\`: nothing in it can be focused, typed
 * into or submitted (a form sent by the browser itself would put the password in the address).
 * Inline \`style\` attributes are refused (the policy's style-src has no 'unsafe-inline').
 */
function prerenderPlugin(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'dars-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // The app's page only: Storybook builds its own iframe.html through this config.
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const template = String(page.source);
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      // A screen's own chunks (not the entry's) and their stylesheets, as tags for <head>.
      const screenFiles = screenFilesOf(chunks);
      const screenTags = (module: string) => {
        const own = screenFiles(module);
        return { file: own.file, styles: own.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`) };
      };
      // The policy refuses style attributes in markup (React sets them through the DOM, which it allows).
      // Two of Ariakit's change nothing drawn: the pointer on a select's label (dropped) and the empty,
      // fixed placeholder of a closed popover's portal (left out); any other fails the build.
      const checked = (html: string, where: string) => {
        const kept = html
          .replace(/\sstyle="cursor:\s*[a-z-]+;?"/g, '')
          .replace(/<span(?: [a-z-]+="[^"]*")*? style="position:fixed"(?: [a-z-]+="[^"]*")*><\/span>/g, '');
        const inline = /<[^<]*\sstyle="[^"]*"/.exec(kept);
        if (inline) throw new Error(`prerendered ${where} has an inline style (the policy refuses it): ${inline[0]}`);
        return kept;
      };
      // The page's stylesheets (the entry's, then the screen's) right after the boot script, ahead of
      // the scripts and preloads: the first paint waits for them alone, and they are asked for first.
      const entryStyles = [...template.matchAll(/\n\s*(<link rel="stylesheet"[^>]*>)/g)];
      const fill = (
        body: string,
        screen?: ReturnType<typeof screenTags>,
        title?: string,
        description?: string,
        student?: { body: string; screen: ReturnType<typeof screenTags> },
      ) => {
        // Function replacements: a `$` in the page's text is no replacement pattern.
        const studentPage = student ? `<template data-prerendered-student>${student.body}</template>` : '';
        let html = template.replace(
          '<div id="root"></div>',
          () => `<div id="root" data-prerendered inert>${body}</div>${studentPage}`,
        );
        if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>');
        for (const [whole] of entryStyles) html = html.replace(whole, '');
        const styles = entryStyles.map((m) => m[1]);
        if (screen) styles.push(...screen.styles);
        if (student) styles.push(...student.screen.styles.filter((tag) => !styles.includes(tag)));
        let marker = screen ? `<meta name="dars-prerendered" content="${screen.file}">\n    ` : '';
        if (student) marker += `<meta name="dars-prerendered-student" content="${student.screen.file}">\n    `;
        html = html.replace(BOOT_SCRIPT, () => `${marker}${BOOT_SCRIPT}\n    ${styles.join('\n    ')}`);
        if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        if (description)
          html = html.replace(
            /<meta name="description" content="[^"]*"/,
            () => `<meta name="description" content="${escapeHtml(description)}"`,
          );
        return html;
      };

      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        mode: 'production',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        // The same class names as the client build's stylesheets.
        plugins: [
          react(),
          vanillaExtractPlugin({ identifiers: 'short' }),
          messagesPlugin(),
          {
            name: 'dars-prerender-module',
            resolveId: (id) => (id === PRERENDER_MODULE ? `\0${id}` : undefined),
            load: (id) => (id === `\0${PRERENDER_MODULE}` ? PRERENDER_SOURCE : undefined),
          },
        ],
        resolve: { alias: aliases },
      });
      const restore = await installServerGlobals();
      try {
        const { render, renderAsStudent, renderShell } = (await server.ssrLoadModule(PRERENDER_MODULE)) as {
          render: (path: string) => Promise<{ html: string; title: string; description: string } | null>;
          renderAsStudent: (path: string) => Promise<string | null>;
          renderShell: () => Promise<string>;
        };
        writeFileSync(join(outDir, 'index.html'), fill(checked(await renderShell(), 'index.html')));
        const login = screenModules().find((s) => s.paths.includes('/login'));
        for (const { id, paths, studentOnly, module, early } of screenModules()) {
          const screen = screenTags(studentOnly && login ? login.module : module);
          // A route with parameters whose largest picture waits on a call (app/earlyCalls.ts `image`): its
          // loading page, drawn once for all its paths, where boot.js draws that picture (paramPagesPlugin
          // and deploy/nginx.conf serve it).
          const [first] = paths;
          if (first?.includes(':') && early?.image.length && !studentOnly) {
            const page = await render(first);
            if (!page) throw new Error(`no route for ${first}`);
            const file = paramPageFile(id);
            mkdirSync(join(outDir, dirname(file)), { recursive: true });
            writeFileSync(join(outDir, file), fill(checked(page.html, file), screen, page.title, page.description));
          }
          for (const path of paths) {
            if (path === '/' || path.includes(':')) continue;
            const page = await render(path);
            if (!page) throw new Error(`no route for ${path}`);
            const file = `${path.slice(1)}.html`;
            // A student-only route whose first calls boot.js starts (app/earlyCalls.ts, the cart): its page as a
            // signed-in student first sees it goes beside the visitor's (the login form), for boot.js to show.
            let student: { body: string; screen: ReturnType<typeof screenTags> } | undefined;
            if (studentOnly && early) {
              const body = await renderAsStudent(path);
              if (!body) throw new Error(`no route for ${path}`);
              student = { body: checked(body, `${file} (student)`), screen: screenTags(module) };
            }
            writeFileSync(
              join(outDir, file),
              fill(checked(page.html, file), screen, page.title, page.description, student),
            );
          }
        }
      } finally {
        restore();
        await server.close();
      }
    },
  };
}

/** Where the build writes the page of a route with parameters (see prerenderPlugin): `_pages/course.html`. */
const paramPageFile = (id: string) => `_pages/${id}.html`;

/**
 * `vite preview` (npm start, the end-to-end tests) answers a page address of a route with parameters with
 * the page the build prerendered for it (`/single_course/x` → `_pages/course.html`) when there is one, as
 * deploy/nginx.conf does; otherwise index.html, as before.
 */
function paramPagesPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dars-param-pages',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      const pages = screenModules().flatMap(({ id, paths }) => {
        const file = paramPageFile(id);
        if (!existsSync(join(outDir, file))) return [];
        return paths.map((path) => ({ path, url: `/${file}` }));
      });
      if (pages.length === 0) return;
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        const page = pages.find(({ path }) => matchesPath(path, pathname));
        if (page) req.url = query === undefined ? page.url : `${page.url}?${query}`;
        next();
      });
    },
  };
}

/** V8's explicit compile hint: every function of the file is compiled with the file, not when first called. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The app's own build has index.html as its entry (Storybook's builds through this config too, without it). */
const APP_ENTRY_PAGE = /(^|\/)index\.html$/;

/**
 * The app's entry chunk starts with V8's compile hint (issue 21, Lighthouse's TBT). Without it, each function
 * of the entry (React DOM, the router, the machines, the shell) was parsed and compiled on the main thread the
 * first time it ran, inside the module's evaluation and the first renders; with it, Chromium compiles them
 * while the file streams in, on a background thread. Traced on /courses-page (4x CPU): main-thread lazy
 * compilation 205 ms over 937 functions before, 78 ms over 147 after. Only the entry: the screens' chunks are
 * smaller and many are never run whole. The hint must be the file's first line; a source map moves down one
 * line with it. Storybook's build (no index.html entry) is left as it is.
 */
function compileHintPlugin(): Plugin {
  return {
    name: 'dars-compile-hint',
    apply: 'build',
    // After Vite's own rewriting of the chunk, which puts its preload list first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !APP_ENTRY_PAGE.test(chunk.facadeModuleId ?? '')) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map, when one is made, is already an asset of its own here: one line more on top.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Fewer, larger files for a first visit (issue 21, Lighthouse's LCP). Left to itself the bundler gives
 * each set of screens sharing a module its own chunk: a route's first load was up to 28 scripts and 19
 * stylesheets beyond the entry, most under 1 kB, and a phone on a slow link pays a round trip for each.
 * - `app`: everything the entry loads statically is one file (one script, one stylesheet).
 * - `common`: our own modules that at least COMMON_SHARE_COUNT screens or lazy parts use are one file:
 *   a screen then loads its own chunk, `common` and a few more. A screen that uses little of it loads
 *   a few kB it does not need (measured 2026-11-26: /login +3 kB, /privacy_policy +5 kB gzip).
 * A module something imports lazily is never grouped: it stays its own chunk, loaded when it is needed.
 * Nor is the sanitizer that boot.js loads on its own (EARLY_HTML_MODULE): with the entry, it would bring
 * the whole app with it.
 * Storybook builds through this config too; its own build is left as the bundler makes it.
 */
const COMMON_SHARE_COUNT = 8;

function chunkGroupsPlugin() {
  const lazy = new Set<string>();
  let app = false;
  const plugin: Plugin = {
    name: 'dars-chunk-groups',
    apply: 'build',
    buildStart(options) {
      const input = options.input;
      const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});
      app = inputs.some((file) => APP_ENTRY_PAGE.test(file));
    },
    buildEnd() {
      for (const id of this.getModuleIds())
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) lazy.add(id);
    },
  };
  const ours = (id: string) =>
    app && !lazy.has(id) && !id.startsWith('\0') && !/node_modules/.test(id) && !EARLY_HTML_PARTS.test(id);
  const groups = [
    { name: 'app', tags: ['$initial' as const], test: (id: string) => app && !EARLY_HTML_PARTS.test(id), priority: 10 },
    { name: 'common', test: ours, minShareCount: COMMON_SHARE_COUNT, priority: 5 },
  ];
  return { plugin, groups };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * What the app touches at start-up outside React (local storage, the storage event), from jsdom, for
 * the length of the prerendering; a fetch the machines start fails at once and changes nothing drawn.
 */
async function installServerGlobals(): Promise<() => void> {
  // jsdom (the unit tests' environment) has no types of its own.
  const jsdom: string = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
  };
  const dom = new JSDOM('<!doctype html><html lang="ar" dir="rtl"><head></head><body></body></html>', {
    url: 'http://localhost/',
  });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  const values: Record<(typeof names)[number], unknown> = {
    window: dom.window,
    document: dom.window.document,
    localStorage: dom.window.localStorage,
    sessionStorage: dom.window.sessionStorage,
    navigator: dom.window.navigator,
    location: dom.window.location,
    fetch: () => Promise.reject(new Error('no network while prerendering')),
  };
  for (const name of names)
    Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    dom.window.close();
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // With no real server configured, the dev and preview servers answer /api/v1 themselves.
  const useDemoApi = !env.VITE_API_BASE_URL;
  const origin = apiOrigin(env.VITE_API_BASE_URL);
  // Optional: where browsers report policy violations (the header policy's report-uri and report-to).
  const reportUrl = cspReportUrl(env.VITE_CSP_REPORT_URL);
  const chunkGroups = chunkGroupsPlugin();
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      messagesPlugin(),
      securityPolicyPlugin(origin),
      buildInfoPlugin(origin, reportUrl),
      preloadListPlugin(
        (env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, ''),
        env.VITE_INFO_PASSWORD_HEADER?.trim() && env.VITE_INFO_PASSWORD !== undefined
          ? [env.VITE_INFO_PASSWORD_HEADER.trim(), env.VITE_INFO_PASSWORD]
          : null,
      ),
      prerenderPlugin(),
      paramPagesPlugin(),
      chunkGroups.plugin,
      compileHintPlugin(),
      // The preview of a build made for another API origin does not answer its calls.
      useDemoApi && demoApiPlugin({ inPreview: (outDir) => !builtApiOrigin(outDir) }),
    ],
    resolve: { alias: aliases },
    server: { port: 5173, host: '127.0.0.1' },
    // The preview server (npm start, the end-to-end tests) sends the policy and the other security headers.
    preview: { port: 5173, host: '127.0.0.1', headers: securityHeaders({ apiOrigin: origin, reportUrl }) },
    build: {
      manifest: true,
      // The entry holds, for every lazy import, the files to preload with it. A route's stylesheets stay
      // (a lazy chunk's CSS is inserted by that preload), its JavaScript imports are left to the browser,
      // which finds them when the chunk arrives: the entry no longer grows by a list per route, and the
      // first screen's chunks are preloaded by boot.js from <meta name="dars-preload"> anyway.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
      },
      rolldownOptions: {
        // The prerendering (a few seconds of writeBundle, measured and expected) is not worth a warning per build.
        checks: { bundlerTimings: false },
        output: { codeSplitting: { groups: chunkGroups.groups } },
        // Our own packages are side-effect free apart from their styles, so a barrel import
        // (`@dars/ui`) pulls in only what a chunk uses (SafeHtml's DOMPurify stays with its screen).
        treeshake: {
          // The theme's styles module is the exception: it exists for its font faces and global rules.
          moduleSideEffects: (id: string) =>
            /\/packages\/theme\/src\/styles\.ts$/.test(id) ||
            !(/\/(packages|machines)\//.test(id) && !/\.css/.test(id)),
        },
      },
      target: 'es2022',
      sourcemap: false,
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'packages/**/*.test.{ts,tsx}',
              'machines/**/*.test.{ts,tsx}',
              'mocks/**/*.test.{ts,tsx}',
              'app/**/*.test.{ts,tsx}',
              'scripts/**/*.test.ts',
              'e2e/matrix/table.test.ts',
            ],
            setupFiles: ['./vitest.setup.ts'],
            // Both cores, and one jsdom per worker rather than per file (measured: 102 s one worker,
            // isolated; 71 s two workers; 21 s two workers without isolation, also with shuffled files).
            maxWorkers: 2,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            exclude: ['e2e/matrix/**'],
            globalSetup: ['./e2e/global-setup.ts'],
            // E2E_WORKERS files at a time, each against its own preview server and demo state (global-setup.ts).
            maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS || 2)),
            // The files of a worker share one process and one Chromium (e2e/support.ts): no new process,
            // module graph and browser per file.
            isolate: false,
            // A journey's limit, there to end one that hangs. The clean run of 2026-11-27 20:21, with the
            // machine at twice its morning time, took up to 36 s for a journey (the course's) and 237 s for
            // a route sweep (those set their own, larger limits): twice the longest seen.
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // expect.poll's own default is 1 s: the page's answer to a click or a load can take longer while
            // the story runs share the machine (scripts/test.mjs), as the title check once did. A poll passes
            // at its first good sample, so only a failing one waits the whole 5 s.
            expect: { poll: { timeout: 5_000 } },
          },
        },
        {
          extends: true,
          test: {
            // The failure matrix (e2e/matrix/failures.test.ts): `npm run failure-matrix`.
            name: 'matrix',
            environment: 'node',
            include: ['e2e/matrix/failures.test.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            testTimeout: 900_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
