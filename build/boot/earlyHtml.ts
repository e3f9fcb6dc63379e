import { fromRoot } from '../root.ts';

/**
 * What boot imports to draw a first screen's server HTML early (app/earlyCalls.ts `html`): an entry of the
 * client build of its own, with its exports, sharing the sanitizer module (and DOMPurify) with SafeHtml's chunk.
 */
export const EARLY_HTML_MODULE = fromRoot('packages/ui/src/SafeHtml/drawEarly.ts');

/** Its modules, which no chunk group takes in (build/chunkGroups): they load without the app. */
export const EARLY_HTML_PARTS =
  /\/packages\/ui\/src\/SafeHtml\/(drawEarly|sanitize|preparse)\.ts$|\/node_modules\/dompurify\//;
