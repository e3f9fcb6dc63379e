import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { matchesPath } from '../../app/matchPath.ts';
import { outDirOf } from '../root.ts';
import { paramPageFile, SCREEN_LIST } from '../routes/index.ts';

/** Each path of a route with a page of its own in the build in `outDir`, and that page's address. */
export function paramPages(outDir: string): { path: string; url: string }[] {
  return SCREEN_LIST.flatMap(({ id, paths }) => {
    const file = paramPageFile(id);
    return existsSync(join(outDir, file)) ? paths.map((path) => ({ path, url: `/${file}` })) : [];
  });
}

/** Sends a GET or HEAD of one of `pages`' paths to its page, the query kept. */
export function paramPagesMiddleware(pages: { path: string; url: string }[]): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    const page = pages.find(({ path }) => matchesPath(path, pathname));
    if (page) req.url = query === undefined ? page.url : `${page.url}?${query}`;
    next();
  };
}

/**
 * `vite preview` (npm start, the end-to-end tests) answers a page address of a route with parameters with
 * the page the build prerendered for it (`/single_course/x` → `_pages/course.html`) when there is one, as
 * deploy/nginx.conf does; otherwise index.html.
 */
export function paramPagesPlugin(): Plugin {
  return {
    name: 'dars-param-pages',
    configurePreviewServer(server) {
      const pages = paramPages(outDirOf(server.config));
      if (pages.length > 0) server.middlewares.use(paramPagesMiddleware(pages));
    },
  };
}
