import type { EarlyCalls } from '../earlyCalls';

/** The <meta> the build writes into every page, right before the boot script, which reads it as it runs. */
export const PRELOAD_META = 'dars-preload';

/** A language's first-screen files: its messages chunk (the app awaits it) and the font files it draws with. */
export interface LanguageFiles {
  modules: string[];
  fonts: string[];
}

/** A screen's chunks (its own and those it imports beyond the entry) and their stylesheets. */
export interface ScreenPreloads {
  modules: string[];
  styles: string[];
}

/** A route as boot reads it: its paths, its screen's chunk (a key of `screens`), its early calls. */
export interface BootRoute {
  paths: string[];
  screen: string;
  studentOnly: boolean;
  early?: EarlyCalls;
}

/**
 * What the build tells the boot script (build/preloadList writes it, app/boot reads it): the files a first
 * screen needs before it can draw, so that boot asks for them all at once, and the routes' early calls.
 * Every address is absolute from the site's root (`/assets/…`).
 */
export interface PreloadList {
  /** The app's entry (boot starts it with import()) and its static imports. */
  entry: { script: string; modules: string[] };
  ar: LanguageFiles;
  en: LanguageFiles;
  /** By screen chunk. */
  screens: Record<string, ScreenPreloads>;
  routes: BootRoute[];
  /** The login screen's chunk (shown for a student-only route to a visitor). */
  login?: string;
  /** The sanitizer boot imports to draw a policy's text before the app (app/earlyCalls.ts `html`). */
  earlyHtml: { script: string; modules: string[] };
}
