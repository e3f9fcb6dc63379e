import { createHash } from 'node:crypto';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { aliases, buildsTheApp, fromRoot } from '../root.ts';
import { EARLY_HTML_MODULE } from './earlyHtml.ts';

/** The boot script's source (app/boot/boot.ts): what index.html names, and what build/boot bundles. */
export const BOOT_ENTRY = 'app/boot/boot.ts';

/** index.html's tag for it, in <head> before any stylesheet (Vite leaves it to this plugin: `vite-ignore`). */
export const BOOT_PLACEHOLDER = /<script src="\/app\/boot\/boot\.ts"(?: vite-ignore)?\s*><\/script>/;

/** Where the development server answers the boot script, bundled on each request. */
export const DEV_BOOT_URL = '/@dars/boot.js';

/** The script tag that loads the boot script from `src`. */
export const bootTag = (src: string): string => `<script src="${src}"></script>`;

/** The built boot script's file name: hashed under assets/, as Vite names the files it builds. */
export const bootFileName = (code: string): string =>
  `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

/**
 * The boot script as a classic script (an IIFE, no import or export): app/boot/boot.ts and what it imports,
 * bundled by Vite (its own bundler, the build's aliases, and `import.meta.env` from the same mode and
 * environment files as the app's build), minified.
 */
export async function bundleBoot(config: Pick<ResolvedConfig, 'root' | 'mode' | 'envDir'>): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: aliases },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      lib: { entry: fromRoot(BOOT_ENTRY), formats: ['iife'], name: 'darsBoot', fileName: () => 'boot.js' },
      // A slow machine's timings are not worth a warning per build (as the app's own build).
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`${BOOT_ENTRY}: the bundle has no script`);
  return chunk.code;
}

/**
 * Boot (app/boot): the script that runs first, in <head>, before anything is drawn. A classic script, not a
 * module (a module would run only once the page is parsed), and a file of its own (the policy has no
 * 'unsafe-inline'), built from TypeScript with the app: emitted as a hashed asset (`assets/boot-<hash>.js`,
 * cached for good like every file there: deploy/nginx.conf) that index.html and every prerendered page name
 * in place of index.html's `<script src="/app/boot/boot.ts">`. The development server bundles it on each
 * request. The sanitizer boot loads by itself to draw a policy's text (earlyHtml.ts) is an entry of the
 * client build of its own. `scriptTag`: the built page's tag, for the plugins that write around it.
 */
export function bootPlugin() {
  let config: ResolvedConfig;
  let fileName = '';
  const plugin: Plugin = {
    name: 'dars-boot',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart(options) {
      // The app's build only: Storybook builds through this config too.
      if (config.command !== 'build' || !buildsTheApp(options.input)) return;
      const code = await bundleBoot(config);
      fileName = bootFileName(code);
      this.emitFile({ type: 'asset', fileName, source: code, originalFileName: BOOT_ENTRY });
      // With its exports; it shares the sanitizer module (and DOMPurify) with SafeHtml's chunk.
      this.emitFile({ type: 'chunk', id: EARLY_HTML_MODULE, name: 'earlyHtml', preserveSignature: 'strict' });
    },
    // After Vite's own processing of the page, which leaves the tag alone (`vite-ignore`, which it drops),
    // and before the plugins that write around the tag (build/preloadList).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== '/index.html') return undefined;
        if (!BOOT_PLACEHOLDER.test(html)) throw new Error(`index.html has no ${BOOT_PLACEHOLDER.source}`);
        return html.replace(BOOT_PLACEHOLDER, () => bootTag(context.server ? DEV_BOOT_URL : `/${fileName}`));
      },
    },
    configureServer(server) {
      server.middlewares.use(DEV_BOOT_URL, (_req, res, next) => {
        bundleBoot(server.config).then((code) => {
          res.setHeader('content-type', 'text/javascript');
          res.end(code);
        }, next);
      });
    },
  };
  return { plugin, scriptTag: () => bootTag(`/${fileName}`) };
}
