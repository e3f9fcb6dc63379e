import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { securityHeaders } from '../../scripts/security-policy.mjs';
import { outDirOf } from '../root.ts';

/** What a build was made for, read back by `vite preview`: `<outDir>/.vite/dars-build.json`. */
export const BUILD_INFO = '.vite/dars-build.json';

export interface BuildInfo {
  /** The API origin ('' for the demo API on the page's own origin), or null when the build records none. */
  apiOrigin: string | null;
  /** Where policy violations are reported ('' for nowhere, also when unknown). */
  reportUrl: string;
}

/** What the build in `outDir` was made for. */
export function readBuildInfo(outDir: string): BuildInfo {
  let info: { apiOrigin?: unknown; reportUrl?: unknown } = {};
  try {
    info = JSON.parse(readFileSync(join(outDir, BUILD_INFO), 'utf8'));
  } catch {
    // No build, or not one of ours: nothing recorded.
  }
  return {
    apiOrigin: typeof info.apiOrigin === 'string' ? info.apiOrigin : null,
    reportUrl: typeof info.reportUrl === 'string' ? info.reportUrl : '',
  };
}

/**
 * The preview server's security headers for the build it serves: those of the build's own API origin and
 * report address when it records them and they differ from the environment's (`headers`, changed in place).
 */
export function previewHeaders(
  headers: Record<string, string>,
  built: BuildInfo,
  now: { apiOrigin: string; reportUrl: string },
) {
  if (built.apiOrigin === null || (built.apiOrigin === now.apiOrigin && built.reportUrl === now.reportUrl)) return;
  delete headers['Reporting-Endpoints'];
  Object.assign(headers, securityHeaders({ apiOrigin: built.apiOrigin, reportUrl: built.reportUrl }));
}

/**
 * `vite preview` serves the build it is given, so its policy header comes from that build, not from the
 * environment at preview time: the build records the API origin it was made for, and the preview
 * server's headers (and whether it mounts the demo API) follow it. A build run without the variable
 * at preview time then still reaches its API; the environment counts only for a build that records nothing.
 */
export function buildInfoPlugin(apiOrigin: string, reportUrl: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'dars-build-info',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    writeBundle(options) {
      const file = join(options.dir ?? outDir, BUILD_INFO);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ apiOrigin, reportUrl })}\n`);
    },
    configurePreviewServer(server) {
      const headers = (server.config.preview.headers ?? {}) as Record<string, string>;
      previewHeaders(headers, readBuildInfo(outDir), { apiOrigin, reportUrl });
    },
  };
}
