import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { demoApiPlugin } from './mocks/vite-plugin.ts';
import { ar, en } from './packages/i18n/src/messages/index.ts';
import { apiOrigin, contentSecurityPolicy, securityHeaders } from './scripts/security-policy.mjs';

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

/** The Cairo files the first screen of each language draws with: body text (400) and headings (700). */
const FIRST_SCREEN_FONTS = {
  ar: ['cairo-arabic-400-normal', 'cairo-arabic-700-normal'],
  en: ['cairo-latin-400-normal', 'cairo-latin-700-normal'],
};

/**
 * Every screen's paths and its module, read from the route registry's source (app/routeTable.ts:
 * `screen({ paths: [...], studentOnly: true, load: () => import('./screens/…') | placeholder })`),
 * so the boot script can start fetching the current route's screen together with the entry.
 */
function screenModules(): { paths: string[]; studentOnly: boolean; module: string }[] {
  const source = readFileSync(here('./app/routeTable.ts'), 'utf8');
  const placeholder = /const placeholder = \(\) => import\('([^']+)'\)/.exec(source)?.[1];
  return source
    .split(/\bscreen\(\{/)
    .slice(1)
    .map((block) => {
      const paths = [...(/paths: \[([^\]]*)\]/.exec(block)?.[1]?.matchAll(/'([^']+)'/g) ?? [])].map(
        (m) => m[1] as string,
      );
      const load = /load: (?:\(\) => import\('([^']+)'\)|(placeholder))/.exec(block);
      const module = load?.[1] ?? (load?.[2] ? placeholder : undefined);
      if (paths.length === 0 || !module)
        throw new Error(`app/routeTable.ts: cannot read a screen near ${block.slice(0, 80)}`);
      return { paths, studentOnly: /studentOnly: true/.test(block), module: `app/${module.replace('./', '')}.tsx` };
    });
}

/**
 * Lists in <meta name="dars-preload"> what a first screen needs before it can draw: per language,
 * its messages chunk (the app awaits it before rendering) and FIRST_SCREEN_FONTS; per route, its
 * screen's chunks and styles (with the login screen's for a student-only route when signed out).
 * The boot script (public/boot.js), which knows the stored language and the path, preloads those
 * only: a script the policy allows, instead of an inline one.
 */
function preloadListPlugin(): Plugin {
  return {
    name: 'dars-preload-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
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
        // A screen's own files: its chunk, the chunks it imports that the entry does not, their styles.
        const entryFiles = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) collect(imported, into);
        };
        for (const c of chunks) if (c.isEntry) collect(c.fileName, entryFiles);
        const screens: Record<string, { modules: string[]; styles: string[] }> = {};
        const routes: { paths: string[]; screen: string; studentOnly: boolean }[] = [];
        for (const { paths, studentOnly, module } of screenModules()) {
          const chunk = chunks.find((c) => c.facadeModuleId === here(`./${module}`));
          if (!chunk) throw new Error(`${module} is not a chunk of the build`);
          if (!screens[chunk.fileName]) {
            const files = new Set<string>();
            collect(chunk.fileName, files);
            const own = [...files].filter((f) => !entryFiles.has(f));
            screens[chunk.fileName] = {
              modules: own.map((f) => `/${f}`),
              styles: own
                .flatMap((f) => [
                  ...((chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []) as Set<string>),
                ])
                .map((f) => `/${f}`),
            };
          }
          routes.push({ paths, screen: chunk.fileName, studentOnly });
        }
        const login = routes.find((r) => r.paths.includes('/login'))?.screen;
        const content = JSON.stringify({ ar: language('ar'), en: language('en'), screens, routes, login });
        return [{ tag: 'meta', attrs: { name: 'dars-preload', content }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // With no real server configured, the dev and preview servers answer /api/v1 themselves.
  const useDemoApi = !env.VITE_API_BASE_URL;
  const origin = apiOrigin(env.VITE_API_BASE_URL);
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      messagesPlugin(),
      securityPolicyPlugin(origin),
      preloadListPlugin(),
      useDemoApi && demoApiPlugin(),
    ],
    resolve: { alias: aliases },
    server: { port: 5173, host: '127.0.0.1' },
    // The preview server (npm start, the end-to-end tests) sends the policy and the other security headers.
    preview: { port: 5173, host: '127.0.0.1', headers: securityHeaders({ apiOrigin: origin }) },
    build: {
      manifest: true,
      rolldownOptions: {
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
            ],
            setupFiles: ['./vitest.setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
