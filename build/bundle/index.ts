/** What the build's plugins read of a chunk of the client build. */
export interface BuiltChunk {
  fileName: string;
  name?: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunks of a bundle (Rolldown's `OutputBundle`, or the one transformIndexHtml is given). */
export const chunksOf = (bundle: Record<string, { type: string }>): BuiltChunk[] =>
  Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c as unknown as BuiltChunk] : []));

/** A chunk's file and every file it imports statically, added to `into` (file names as in the bundle). */
export function staticImportsOf(chunks: BuiltChunk[]) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const collect = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) collect(imported, into);
    return into;
  };
  return collect;
}

/** One screen's files in a build (file names as in the bundle). */
export interface ScreenFiles {
  /** The screen's own chunk. */
  file: string;
  /** It and the chunks it imports that the app's entry does not load. */
  modules: string[];
  /** Their stylesheets. */
  styles: string[];
}

/**
 * A screen's own files in a build, by its module's absolute path: its chunk, the chunks it imports that
 * the app's entry does not load, and their stylesheets. The preload list and the prerendered pages both
 * read it. `besides`: entries of the build that are not the app's (the sanitizer boot loads by itself):
 * a screen that shares their modules still needs those preloaded with it.
 */
export function screenFilesOf(chunks: BuiltChunk[], besides: string[] = []) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const collect = staticImportsOf(chunks);
  const entryFiles = new Set<string>();
  for (const c of chunks) if (c.isEntry && !besides.includes(c.facadeModuleId ?? '')) collect(c.fileName, entryFiles);
  return (module: string): ScreenFiles => {
    const chunk = chunks.find((c) => c.facadeModuleId === module);
    if (!chunk) throw new Error(`${module} is not a chunk of the build`);
    const modules = [...collect(chunk.fileName)].filter((f) => !entryFiles.has(f));
    const styles = [...new Set(modules.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]))];
    return { file: chunk.fileName, modules, styles };
  };
}
