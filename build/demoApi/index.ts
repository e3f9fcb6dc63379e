import type { Plugin } from 'vite';
import { demoApiMiddleware } from '../../mocks/middleware.ts';
import { readBuildInfo } from '../buildInfo/index.ts';
import { outDirOf } from '../root.ts';

/** Whether the preview of the build in `outDir` answers the API: not for a build made for another origin. */
export const previewServesDemoApi = (outDir: string): boolean => !readBuildInfo(outDir).apiOrigin;

/**
 * Mounts the demo API (mocks/middleware.ts) on the Vite dev and preview servers, for a configuration with
 * no real server (no VITE_API_BASE_URL). Never part of the production bundle.
 */
export function demoApiPlugin(): Plugin {
  return {
    name: 'dars-demo-api',
    configureServer(server) {
      server.middlewares.use(demoApiMiddleware());
    },
    configurePreviewServer(server) {
      if (!previewServesDemoApi(outDirOf(server.config))) return;
      server.middlewares.use(demoApiMiddleware());
    },
  };
}
