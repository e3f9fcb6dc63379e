import { ar, en } from './messages';
import { registerMessages } from './translate';

/** Both catalogues at once, synchronously: for tests and Storybook, never the app (it loads one). */
export const dictionaries = { ar, en } as const;

/** Registers both catalogues, so any language renders at once. */
export function registerAllMessages(): void {
  registerMessages('ar', ar);
  registerMessages('en', en);
}
