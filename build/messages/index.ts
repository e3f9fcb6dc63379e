import type { Plugin } from 'vite';
import { ar, en } from '../../packages/i18n/src/messages/index.ts';

const MESSAGES_MODULE = /^virtual:dars-messages\/(ar|en)$/;

/** The module of one language's whole catalogue, or null for any other id. */
export function messagesModule(id: string): string | null {
  const lang = id.startsWith('\0') ? MESSAGES_MODULE.exec(id.slice(1))?.[1] : undefined;
  if (lang !== 'ar' && lang !== 'en') return null;
  const catalogue = lang === 'ar' ? ar : en;
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
}

/**
 * `virtual:dars-messages/ar` and `/en`: one language's whole catalogue each, as its own chunk.
 * The catalogue's source keeps both languages side by side in each domain file (a missing key does
 * not compile); a chunk built from those files would carry both, so the build serialises each
 * language apart. (Editing a message restarts the dev server: the config imports the catalogue.)
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'dars-messages',
    resolveId: (id) => (MESSAGES_MODULE.test(id) ? `\0${id}` : undefined),
    load: (id) => messagesModule(id) ?? undefined,
  };
}
