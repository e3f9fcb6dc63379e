import type { Language, MessageKey } from '@dars/i18n';
import { matchesPath } from '../matchPath';
import { ROUTES } from '../routeTable';

/**
 * The public pages read online under the service worker, newest first, per language: what a page that was not
 * saved links to offline. Only pages of a fixed address (no course, no instructor: their names are not known
 * here) and not a student's own; forgotten with the student's kept reads (personal.ts).
 */
const KEY = 'dars.offlinePages';
const MOST = 6;

interface ReadPage {
  path: string;
  lang: Language;
}

function stored(): ReadPage[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (page): page is ReadPage =>
            typeof page?.path === 'string' && (page.lang === 'ar' || page.lang === 'en') && titleOf(page.path) !== null,
        )
      : [];
  } catch {
    return [];
  }
}

/** The title of the public page of a fixed address at `path`, or null for any other. */
function titleOf(path: string): MessageKey | null {
  const route = ROUTES.find((r) => !r.path.includes(':') && matchesPath(r.path, path));
  return route && !route.studentOnly ? route.title : null;
}

/** Notes that `path` was read in `lang` (online, the worker keeping its reads); nothing for another page. */
export function noteReadPage(path: string, lang: Language): void {
  if (titleOf(path) === null) return;
  const pages = [{ path, lang }, ...stored().filter((p) => !(p.path === path && p.lang === lang))].slice(0, MOST);
  try {
    localStorage.setItem(KEY, JSON.stringify(pages));
  } catch {
    // Without storage, nothing is listed.
  }
}

/** The pages read in `lang`, newest first, each with its title. */
export function readPagesIn(lang: Language): { path: string; title: MessageKey }[] {
  return stored().flatMap((page) => {
    const title = titleOf(page.path);
    return page.lang === lang && title ? [{ path: page.path, title }] : [];
  });
}

export function forgetReadPages(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
