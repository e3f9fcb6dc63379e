import { relative } from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { EARLY_CALLS, type EarlyCalls } from '../../app/earlyCalls.ts';
import { SCREENS, type ScreenId } from '../../app/paths.ts';
import { fromRoot } from '../root.ts';

/** A screen as the build sees it: the route registry's entry and its early calls. */
export interface Screen {
  id: ScreenId;
  paths: string[];
  studentOnly: boolean;
  early: EarlyCalls | null;
}

/** Every screen of the route registry (app/paths.ts), in its order, with its early calls (app/earlyCalls.ts). */
export const SCREEN_LIST: Screen[] = Object.entries(SCREENS).map(([id, def]) => ({
  id: id as ScreenId,
  paths: [...def.paths],
  studentOnly: 'studentOnly' in def && def.studentOnly === true,
  early: EARLY_CALLS[id as ScreenId] ?? null,
}));

/** The screen shown for a student-only route to a visitor. */
export const LOGIN_SCREEN: ScreenId = 'login';

const LAZY_MODULE = '\0dars-lazy-module:';
const TABLE_MODULES = 'virtual:dars-screen-modules';

/**
 * The route table (app/routeTable.ts) with each of its loaders called (`virtual:dars-screen-modules`), every
 * module it loads lazily (a screen) standing in as a module whose default export is the file's path from the
 * repository's root: calling a loader tells which file it loads, and nothing of the screens is run.
 */
function tableModules(table: string): Plugin {
  return {
    name: 'dars-screen-modules',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === TABLE_MODULES) return `\0${TABLE_MODULES}`;
      if (importer !== table || !source.startsWith('.')) return undefined;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The registry the table reads (app/paths.ts) is a static import: only the screens stand in.
      return resolved && /\/screens\//.test(resolved.id) ? `${LAZY_MODULE}${resolved.id}` : undefined;
    },
    load(id) {
      if (id === `\0${TABLE_MODULES}`)
        return `import { LOADERS } from ${JSON.stringify(table)};
export const modules = Object.fromEntries(
  await Promise.all(Object.entries(LOADERS).map(async ([id, load]) => [id, (await load()).default])),
);`;
      if (id.startsWith(LAZY_MODULE))
        return `export default ${JSON.stringify(relative(fromRoot(), id.slice(LAZY_MODULE.length)))};`;
      return undefined;
    },
  };
}

let modules: Promise<Record<ScreenId, string>> | null = null;

/**
 * Each screen's module (`app/screens/Home/HomeScreen.tsx`), by screen id, as the route table's loaders load
 * it: the table imported through Vite's module runner (see tableModules).
 */
export function screenModules(): Promise<Record<ScreenId, string>> {
  modules ??= runnerImport<{ modules: Record<string, unknown> }>(TABLE_MODULES, {
    root: fromRoot(),
    logLevel: 'error',
    plugins: [tableModules(fromRoot('app/routeTable.ts'))],
  }).then(({ module }) => {
    for (const [id, file] of Object.entries(module.modules))
      if (typeof file !== 'string') throw new Error(`app/routeTable.ts: the loader of ${id} loads no screen module`);
    return module.modules as Record<ScreenId, string>;
  });
  return modules;
}

/** Where the build writes the page of a route with parameters (see build/prerender): `_pages/course.html`. */
export const paramPageFile = (id: string): string => `_pages/${id}.html`;
