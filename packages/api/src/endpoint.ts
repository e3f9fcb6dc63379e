/**
 * Where a call goes and the headers it carries (spec section 7), shared by the app's client (client.ts)
 * and the boot script (app/boot), which asks for a first screen's calls before the app has loaded: its
 * request must be the one the client would send, or the client asks again (early.ts).
 */

/** What GET /info sends as its static password header (VITE_INFO_PASSWORD_HEADER, VITE_INFO_PASSWORD). */
export interface InfoPassword {
  header: string;
  value: string;
}

/** The API server's base the build was made for (VITE_API_BASE_URL), '' for the page's own origin. */
export const envApiBase = (): string => import.meta.env.VITE_API_BASE_URL?.trim() ?? '';

/** GET /info's static password header the build was made with, or null without one. */
export function envInfoPassword(): InfoPassword | null {
  const header = import.meta.env.VITE_INFO_PASSWORD_HEADER?.trim();
  const value = import.meta.env.VITE_INFO_PASSWORD;
  return header && value !== undefined ? { header, value } : null;
}

/** The address calls are relative to: `<base>/api/v1`, the page's origin standing in for an empty base. */
export const apiRoot = (base: string, pageOrigin: string): string => `${base.replace(/\/+$/, '') || pageOrigin}/api/v1`;

/**
 * The Authorization header: the bearer token when there is one; with none, an empty bearer for a call that
 * goes with one anyway (GET /courses, spec section 7), else none.
 */
export const authorization = (token: string | null, bearer = false): string | undefined =>
  token ? `Bearer ${token}` : bearer ? 'Bearer ' : undefined;

/** Every header of a GET: `lang`, Accept, Authorization (see `authorization`) and GET /info's password. */
export function callHeaders(options: {
  lang: string;
  token: string | null;
  bearer?: boolean;
  infoPassword?: InfoPassword | null;
}): Record<string, string> {
  const headers: Record<string, string> = { lang: options.lang, Accept: 'application/json' };
  const auth = authorization(options.token, options.bearer);
  if (auth) headers.Authorization = auth;
  if (options.infoPassword) headers[options.infoPassword.header] = options.infoPassword.value;
  return headers;
}
