import type { Plugin } from 'vite';
import { APP_ENTRY_PAGE } from '../root.ts';

/** V8's explicit compile hint: every function of the file is compiled with the file, not when first called. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface Output {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  code?: string;
  source?: string | Uint8Array;
}

/** Puts the hint on top of the app's entry chunk in `bundle` (and one line more on its source map). */
export function hintAppEntry(bundle: Record<string, Output>): void {
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry || !APP_ENTRY_PAGE.test(chunk.facadeModuleId ?? '')) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // The source map, when one is made, is already an asset of its own here: one line more on top.
    const map = bundle[`${fileName}.map`];
    if (map?.type === 'asset') {
      const json = JSON.parse(String(map.source)) as { mappings: string };
      map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
    }
  }
}

/**
 * The app's entry chunk starts with V8's compile hint (Lighthouse's Total Blocking Time). Without it, each function of
 * the entry (React DOM, the router, the machines, the shell) is parsed and compiled on the main thread the first time
 * it runs, inside the module's evaluation and the first renders; with it, Chromium compiles them while the file streams
 * in, on a background thread, and little lazy compilation is left on the main thread. Only the entry: the screens'
 * chunks are smaller and many are never run whole. The hint must be the file's first line; a source map moves down one
 * line with it. Storybook's build (no index.html entry) is left as it is.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'dars-compile-hint',
    apply: 'build',
    // After Vite's own rewriting of the chunk, which puts its preload list first.
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => hintAppEntry(bundle as unknown as Record<string, Output>),
    },
  };
}
