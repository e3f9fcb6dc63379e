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

const tokenListeners = new Set<() => void>();
const tokenChanged = () => {
  for (const listener of tokenListeners) listener();
};

/**
 * Reads (readStoredToken), stores and clears the bearer token; `onChange` hears each change (a sign-in, a
 * logout, a 401, another student): the offline copies of a student's reads go with it (app/offline).
 */
export const tokenStore = {
  get: readStoredToken,
  set(token: string): void {
    const before = readStoredToken();
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
    if (before !== token) tokenChanged();
  },
  clear(): void {
    const before = readStoredToken();
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    if (before !== null) tokenChanged();
  },
  onChange(listener: () => void): () => void {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};
