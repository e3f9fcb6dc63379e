import { useEffect, useRef } from 'react';

const PREFIX = 'dars.draft.';

/**
 * What is typed into a form is kept for the tab (session storage) until it is sent, so nothing is lost when
 * the user leaves before sending: the session ended and the login screen brings them back, a reload, a link
 * followed. Restored once, when the form is `ready` (a form filled from a call first: after that call);
 * forgotten once `sent`, or when every value is empty; every draft of the tab goes when the student signs out
 * (`forgetTabDrafts`). Never for passwords or files: give it text fields only.
 */
export function useTabDraft(
  key: string,
  values: Record<string, string>,
  { ready = true, sent }: { ready?: boolean; sent: boolean },
  restore: (field: string, value: string) => void,
) {
  const storageKey = `${PREFIX}${key}`;
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, when the form is ready
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    for (const [field, value] of Object.entries(readDraft(storageKey))) {
      if (values[field] !== value) restore(field, value);
    }
  }, [ready]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      if (sent || Object.values(values).every((value) => value === '')) sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, JSON.stringify(values));
    } catch {
      // No storage (a private mode that refuses it): the form works, without a draft.
    }
  }, [storageKey, values, sent]);
}

/**
 * Forgets every draft of this tab: a student who signs out leaves nothing they typed to whoever uses the
 * browser next (a shared phone). Not when the server ends the session: they log in and come back to it.
 */
export function forgetTabDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}

function readDraft(key: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}
