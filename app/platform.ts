import { tokenStore } from '@dars/api';
import { type Direction, LANGUAGE_STORAGE_KEY, type Language } from '@dars/i18n';

/** Browser side effects the machines ask for by name; the machines never touch these directly. */

export { readStoredLanguage } from '@dars/i18n';

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

/** The registration email the confirm-code step posts (local storage key `email`, spec section 3). */
export const EMAIL_STORAGE_KEY = 'email';

export function readStoredEmail(): string | null {
  try {
    return localStorage.getItem(EMAIL_STORAGE_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

export function storeEmail(email: string): void {
  try {
    localStorage.setItem(EMAIL_STORAGE_KEY, email);
  } catch {
    // Storage unavailable: the confirm-code screen asks the user to start again.
  }
}

/**
 * Where the confirm-code step leads: /login after registering (spec: success leads to /login), the
 * reset screen in the forgot-password flow (spec: code verified, password reset, login). Per tab.
 */
export type CodePurpose = 'register' | 'reset';
const PURPOSE_KEY = 'dars.codePurpose';

export function storeCodePurpose(purpose: CodePurpose): void {
  try {
    sessionStorage.setItem(PURPOSE_KEY, purpose);
  } catch {
    // Without storage the code step falls back to /login.
  }
}

export function readCodePurpose(): CodePurpose {
  try {
    return sessionStorage.getItem(PURPOSE_KEY) === 'reset' ? 'reset' : 'register';
  } catch {
    return 'register';
  }
}

/** Opens a server URL (payment, guides, certificates) only if it is http(s), in a new tab without an opener. */
export function openExternal(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    window.open(parsed.href, '_blank', 'noopener,noreferrer');
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens a payment page (http(s) only) in a new tab and says whether the browser let it open: the tab is
 * opened empty, cut from this page (`opener` null, as noopener does), then sent to the address. With the
 * `noopener` feature `window.open` always answers null, so a blocked tab could not be told apart.
 */
export function openPaymentTab(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const tab = window.open('', '_blank');
  if (!tab) return false;
  try {
    tab.opener = null;
    tab.location.replace(parsed.href);
    return true;
  } catch {
    tab.close();
    return false;
  }
}

/**
 * What a page that reloads itself tells the next load (the profile's save: the spec reloads the page after
 * it), so that the next load can say so and put focus back where the user was. A one-shot note for the tab:
 * acted on once by the screen it is for (hasReloadNote, then forgetReloadNote), never a lasting state.
 */
export type ReloadNote = 'profile.saved';
export const RELOAD_NOTE_KEY = 'dars.reloadNote';

export function reloadPage(note?: ReloadNote): void {
  if (note) {
    try {
      sessionStorage.setItem(RELOAD_NOTE_KEY, note);
    } catch {
      // Without storage the reload still happens; the next load just does not say why.
    }
  }
  window.location.reload();
}

/**
 * Whether the reload before this load left `note`. Only a read: a render may run and be thrown away
 * before one commits (React's concurrent rendering), so the screen forgets the note once it has shown it
 * (forgetReloadNote, from an effect).
 */
export function hasReloadNote(note: ReloadNote): boolean {
  try {
    return sessionStorage.getItem(RELOAD_NOTE_KEY) === note;
  } catch {
    return false;
  }
}

/** The note has been acted on: the next load, or the next visit to the screen, hears nothing of it. */
export function forgetReloadNote(): void {
  try {
    sessionStorage.removeItem(RELOAD_NOTE_KEY);
  } catch {
    // Without storage there was no note.
  }
}

/**
 * How deep in this tab's history the app is: each entry the app adds is numbered in `history.state`
 * (kept across a reload), so 'back one page' knows whether there is a page of ours behind it.
 */
const DEPTH_KEY = 'darsDepth';
let lastDepth = -1;

/** Called on every location change: numbers a new entry one more than the page it came from. */
export function trackHistoryDepth(): void {
  try {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const known = state[DEPTH_KEY];
    if (typeof known === 'number') {
      lastDepth = known;
      return;
    }
    lastDepth += 1;
    window.history.replaceState({ ...state, [DEPTH_KEY]: lastDepth }, '');
  } catch {
    // A history without state: 'back' falls back to its given page.
  }
}

/**
 * trackHistoryDepth in a task of its own, after the navigation's render has been painted: writing
 * `history.state` is slow on a phone, and a navigation is often the answer to a tap (a tab, a filter, the
 * next page). Returns a cancel, for an entry left before it was numbered.
 */
export function trackHistoryDepthSoon(): () => void {
  const timer = window.setTimeout(trackHistoryDepth, 0);
  return () => window.clearTimeout(timer);
}

/** Back one page when the app has one behind this; else `fallback()` (a first page opened from a link). */
export function goBackOr(fallback: () => void): void {
  const depth = (window.history.state as Record<string, unknown> | null)?.[DEPTH_KEY];
  if (typeof depth === 'number' && depth > 0) window.history.back();
  else fallback();
}
