import type { Plugin } from 'vite';
import { EARLY_HTML_PARTS } from '../boot/earlyHtml.ts';
import { buildsTheApp } from '../root.ts';

/** How many screens or lazy parts use a module of ours that goes into the `common` chunk. */
export const COMMON_SHARE_COUNT = 8;

/** Which modules go into which group: `app` (the entry's) and `common`, given what is loaded lazily. */
export function groupTests(app: () => boolean, lazy: ReadonlySet<string>) {
  const ours = (id: string) =>
    app() && !lazy.has(id) && !id.startsWith('\0') && !/node_modules/.test(id) && !EARLY_HTML_PARTS.test(id);
  return {
    app: (id: string) => app() && !EARLY_HTML_PARTS.test(id),
    common: ours,
  };
}

/**
 * Fewer, larger files for a first visit (Lighthouse's Largest Contentful Paint). Left to itself the bundler
 * gives each set of screens sharing a module its own chunk: a route's first load would be dozens of scripts
 * and stylesheets beyond the entry, most under 1 kB, and a phone on a slow link pays a round trip for each.
 * - `app`: everything the entry loads statically is one file (one script, one stylesheet).
 * - `common`: our own modules that at least COMMON_SHARE_COUNT screens or lazy parts use are one file:
 *   a screen then loads its own chunk, `common` and a few more. A screen that uses little of it loads
 *   a few kB it does not need, which costs less on a slow link than the round trips it saves.
 * A module something imports lazily is never grouped: it stays its own chunk, loaded when it is needed.
 * Nor is the sanitizer that boot loads on its own (build/boot EARLY_HTML_PARTS): with the entry, it would
 * bring the whole app with it. Storybook builds through this config too; its own build is left as the
 * bundler makes it.
 */
export function chunkGroupsPlugin() {
  const lazy = new Set<string>();
  let app = false;
  const plugin: Plugin = {
    name: 'dars-chunk-groups',
    apply: 'build',
    buildStart(options) {
      app = buildsTheApp(options.input);
    },
    buildEnd() {
      for (const id of this.getModuleIds())
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) lazy.add(id);
    },
  };
  const tests = groupTests(() => app, lazy);
  const groups = [
    { name: 'app', tags: ['$initial' as const], test: tests.app, priority: 10 },
    { name: 'common', test: tests.common, minShareCount: COMMON_SHARE_COUNT, priority: 5 },
  ];
  return { plugin, groups };
}
