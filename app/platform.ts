import { tokenStore } from '@dars/api';
import { type Direction, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@dars/i18n';

/** Browser side effects the machines ask for by name; the machines never touch these directly. */

export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}

export function applyLanguageToDocument(lang: Language, dir: Direction): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

export const readStoredToken = () => tokenStore.get();
export const storeToken = (token: string) => tokenStore.set(token);
export const clearToken = () => tokenStore.clear();

/** Calls back when another tab changes the stored token (the storage event fires only in other tabs). */
export function onTokenChangedElsewhere(callback: (token: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === 'token' || event.key === null) callback(tokenStore.get());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
