import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { demoApiPlugin } from './mocks/vite-plugin.ts';
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
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ apiOrigin: origin }) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The Cairo files the first screen of each language draws with: body text (400) and headings (700). */
const FIRST_SCREEN_FONTS = {
  ar: ['cairo-arabic-400-normal', 'cairo-arabic-700-normal'],
  en: ['cairo-latin-400-normal', 'cairo-latin-700-normal'],
};

/**
 * Lists the hashed font files of FIRST_SCREEN_FONTS in a <meta name="dars-preload-fonts">; the
 * boot script (public/boot.js), which knows the stored language, preloads that language's files
 * only. A script the policy allows instead of an inline one.
 */
function fontPreloadPlugin(): Plugin {
  return {
    name: 'dars-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const files = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith('.woff2'));
        const pick = (stems: string[]) =>
          stems.map((stem) => {
            const file = files.find((f) => f.startsWith(`assets/${stem}-`));
            if (!file) throw new Error(`font file ${stem} is not in the build`);
            return `/${file}`;
          });
        const content = JSON.stringify({ ar: pick(FIRST_SCREEN_FONTS.ar), en: pick(FIRST_SCREEN_FONTS.en) });
        return [{ tag: 'meta', attrs: { name: 'dars-preload-fonts', content }, injectTo: 'head' }];
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
      securityPolicyPlugin(origin),
      fontPreloadPlugin(),
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
