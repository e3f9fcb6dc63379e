import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';

/** The repository's root folder. (Not `new URL(…, import.meta.url)`: Vite reads that as an asset's address.) */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A path in the repository, absolute: `fromRoot('app/routeTable.ts')`; the root itself without one. */
export const fromRoot = (path = ''): string => (path ? join(ROOT, path) : ROOT);

/** The path aliases every tool resolves (tsconfig.json `paths` lists the same). */
export const aliases = [
  { find: /^@dars\/theme\/styles$/, replacement: fromRoot('packages/theme/src/styles.ts') },
  { find: /^@dars\/(ui|api|i18n|theme)$/, replacement: fromRoot('packages/$1/src/index.ts') },
  { find: /^@dars\/ui\/([A-Za-z]+)$/, replacement: fromRoot('packages/ui/src/$1/index.ts') },
  { find: /^@dars\/machines$/, replacement: fromRoot('machines/index.ts') },
  { find: /^@dars\/mocks$/, replacement: fromRoot('mocks/index.ts') },
  { find: /^@dars\/mocks\/(.+)$/, replacement: `${fromRoot('mocks/')}$1.ts` },
];

/** The app's own build has index.html as its entry (Storybook's builds through the same config, without it). */
export const APP_ENTRY_PAGE = /(^|\/)index\.html$/;

/** Whether a build's input (Rolldown's `input` option) is the app's page. */
export function buildsTheApp(input: string | string[] | Record<string, string> | undefined): boolean {
  const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});
  return inputs.some((file) => APP_ENTRY_PAGE.test(file));
}

/** Text for an HTML attribute's value or an element's text. */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The folder a build writes to (and `vite preview` serves), absolute. */
export const outDirOf = (config: Pick<ResolvedConfig, 'root' | 'build'>): string =>
  resolve(config.root, config.build.outDir);
