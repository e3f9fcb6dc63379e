import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { chunksOf, screenFilesOf } from '../bundle/index.ts';
import { messagesPlugin } from '../messages/index.ts';
import { aliases, fromRoot, outDirOf } from '../root.ts';
import { LOGIN_SCREEN, paramPageFile, SCREEN_LIST, screenModules } from '../routes/index.ts';
import { checked, fillPage, type ScreenTags } from './page.ts';
import type * as Render from './render.tsx';
import { installServerGlobals } from './serverGlobals.ts';

/**
 * Prerendered pages: after the client build, every route without parameters gets its own HTML file
 * (`login.html` for /login, which `vite preview` and deploy/nginx.conf serve for /login), holding the page
 * as the app first draws it in Arabic for a visitor (render.tsx), with the screen's stylesheets linked (boot
 * preloads its chunks); index.html (every other path) holds the shell with a skeleton. So the first paint
 * needs the HTML and CSS only, not the JavaScript. The app then renders over it (main.tsx first loads the
 * same screen, so the first render draws the same thing). When that first render will differ (English
 * stored, or a student signed in), boot marks the page and the layout's styles keep the prerendered content
 * invisible (`data-prerendered` on #root) until then. Until the app has rendered, the prerendered page is
 * `inert`: nothing in it can be focused, typed into or submitted (a form sent by the browser itself would
 * put the password in the address). Inline `style` attributes are refused (the policy's style-src has no
 * 'unsafe-inline'). `bootTag`: the boot script's tag; `earlyHtml`: the sanitizer boot loads by itself.
 */
export function prerenderPlugin(options: { bootTag: () => string; earlyHtml: string }): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'dars-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = outDirOf(config);
    },
    async writeBundle(_options, bundle) {
      // The app's page only: Storybook builds its own iframe.html through this config.
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const template = String(page.source);
      const bootTag = options.bootTag();
      // A screen's own chunks (not the entry's) and their stylesheets, as tags for <head>.
      const screenFiles = screenFilesOf(chunksOf(bundle), [options.earlyHtml]);
      const modules = await screenModules();
      const screenTags = (id: keyof typeof modules): ScreenTags => {
        const own = screenFiles(fromRoot(modules[id]));
        return { file: own.file, styles: own.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`) };
      };
      const write = (file: string, parts: Parameters<typeof fillPage>[2]) => {
        mkdirSync(join(outDir, dirname(file)), { recursive: true });
        writeFileSync(join(outDir, file), fillPage(template, bootTag, { ...parts, body: checked(parts.body, file) }));
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
        plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), messagesPlugin()],
        resolve: { alias: aliases },
      });
      const restore = await installServerGlobals();
      try {
        const { render, renderAsStudent, renderShell } = (await server.ssrLoadModule(
          fromRoot('build/prerender/render.tsx'),
        )) as typeof Render;
        write('index.html', { body: await renderShell() });
        for (const { id, paths, studentOnly, early } of SCREEN_LIST) {
          const screen = screenTags(studentOnly ? LOGIN_SCREEN : id);
          // A route with parameters whose largest picture waits on a call (app/earlyCalls.ts `image`): its
          // loading page, drawn once for all its paths, where boot draws that picture (build/paramPages and
          // deploy/nginx.conf serve it).
          const [first] = paths;
          if (first?.includes(':') && early?.image?.length && !studentOnly) {
            const drawn = await render(first);
            if (!drawn) throw new Error(`no route for ${first}`);
            write(paramPageFile(id), { body: drawn.html, screen, title: drawn.title, description: drawn.description });
          }
          for (const path of paths) {
            if (path === '/' || path.includes(':')) continue;
            const drawn = await render(path);
            if (!drawn) throw new Error(`no route for ${path}`);
            const file = `${path.slice(1)}.html`;
            // A student-only route whose first calls boot starts (app/earlyCalls.ts, the cart): its page as a
            // signed-in student first sees it goes beside the visitor's (the login form), for boot to show.
            let student: { body: string; screen: ScreenTags } | undefined;
            if (studentOnly && early) {
              const body = await renderAsStudent(path);
              if (!body) throw new Error(`no route for ${path}`);
              student = { body: checked(body, `${file} (student)`), screen: screenTags(id) };
            }
            write(file, { body: drawn.html, screen, title: drawn.title, description: drawn.description, student });
          }
        }
      } finally {
        restore();
        await server.close();
      }
    },
  };
}
