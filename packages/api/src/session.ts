/** The local-storage key the spec names for the bearer token. */
export const TOKEN_STORAGE_KEY = 'token';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored bearer token (spec section 3: client storage): the one reading of it, the app's, the client's and
 * the boot script's (app/boot), which asks for a first screen's calls with it before the app has loaded.
 */
export function readStoredToken(): string | null {
  const value = storage()?.getItem(TOKEN_STORAGE_KEY);
  return value?.trim() ? value : null;
}

/** Reads (readStoredToken), stores and clears the bearer token. */
export const tokenStore = {
  get: readStoredToken,
  set(token: string): void {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  },
};
