import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_HTML_MODULE } from './build/boot/earlyHtml.ts';
import { bootPlugin } from './build/boot/index.ts';
import { buildInfoPlugin } from './build/buildInfo/index.ts';
import { chunkGroupsPlugin } from './build/chunkGroups/index.ts';
import { compileHintPlugin } from './build/compileHint/index.ts';
import { demoApiPlugin } from './build/demoApi/index.ts';
import { messagesPlugin } from './build/messages/index.ts';
import { paramPagesPlugin } from './build/paramPages/index.ts';
import { preloadListPlugin } from './build/preloadList/index.ts';
import { prerenderPlugin } from './build/prerender/index.ts';
import { aliases } from './build/root.ts';
import { securityPolicyPlugin } from './build/securityPolicy/index.ts';
import { apiOrigin, cspReportUrl, securityHeaders } from './scripts/security-policy.mjs';

/**
 * The app's build, development and preview servers, assembled from the plugins in build/ (each a folder with
 * its tests). The test projects are in vitest.config.ts.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // With no real server configured, the dev and preview servers answer /api/v1 themselves.
  const useDemoApi = !env.VITE_API_BASE_URL;
  const origin = apiOrigin(env.VITE_API_BASE_URL);
  // Optional: where browsers report policy violations (the header policy's report-uri and report-to).
  const reportUrl = cspReportUrl(env.VITE_CSP_REPORT_URL);
  const chunkGroups = chunkGroupsPlugin();
  const boot = bootPlugin();
  const pages = { bootTag: boot.scriptTag, earlyHtml: EARLY_HTML_MODULE };
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      messagesPlugin(),
      boot.plugin,
      securityPolicyPlugin(origin),
      buildInfoPlugin(origin, reportUrl),
      preloadListPlugin(pages),
      prerenderPlugin(pages),
      paramPagesPlugin(),
      chunkGroups.plugin,
      compileHintPlugin(),
      // The preview of a build made for another API origin does not answer its calls (build/demoApi).
      useDemoApi && demoApiPlugin(),
      // The service worker (app/offline/sw.ts, served as /sw.js) with this build's files to precache: the
      // prerendered pages, the code, the styles, the fonts, the icons. The page registers it itself
      // (app/offline/register.ts); the manifest is public/manifest.webmanifest. Storybook's build leaves it
      // out (.storybook/main.ts).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'app/offline',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'],
        },
      }),
    ],
    resolve: { alias: aliases },
    server: { port: 5173, host: '127.0.0.1' },
    // The preview server (npm start, the end-to-end tests) sends the policy and the other security headers.
    preview: { port: 5173, host: '127.0.0.1', headers: securityHeaders({ apiOrigin: origin, reportUrl }) },
    build: {
      manifest: true,
      // The entry holds, for every lazy import, the files to preload with it. A route's stylesheets stay
      // (a lazy chunk's CSS is inserted by that preload), its JavaScript imports are left to the browser,
      // which finds them when the chunk arrives: the entry does not grow by a list per route, and the
      // first screen's chunks are preloaded by boot from <meta name="dars-preload"> anyway.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
      },
      rolldownOptions: {
        // The prerendering takes a few seconds of writeBundle by design: not worth a warning per build.
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
  };
});
