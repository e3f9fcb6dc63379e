/**
 * Route matching, shared by the app (the first screen's chunk, app/main.tsx; the preview's pages, build/)
 * and the boot script (app/boot), which must find the same route before the app has loaded.
 */

/**
 * The parameters of `pathname` as an address of the route `pattern` (`/single_course/:slug`), spelt as the
 * address spells them (percent-encoded), or null when it is not one: the same number of segments, trailing
 * slashes ignored, each `:name` standing for one segment that is not empty.
 */
export function pathParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = (pathname.replace(/\/+$/, '') || '/').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':') && value) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** Whether `pathname` is an address of the route `pattern` (see pathParams). */
export const matchesPath = (pattern: string, pathname: string): boolean => pathParams(pattern, pathname) !== null;
