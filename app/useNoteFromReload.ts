import { useEffect, useState } from 'react';
import { forgetReloadNote, hasReloadNote, type ReloadNote } from './platform';
import { focusHeadingWhenShown } from './useHeadingFocus';

/**
 * The page that comes back after a reload it asked for (the profile's save: the spec reloads the page):
 * focus goes to its heading, as after a navigation, instead of staying on the body of a fresh page, and
 * a screen reader hears why. `region`: draw the live region (empty at first); `said`: put the message in
 * it, `sayAfterMs` later (a screen reader says what changes in a region it knows, not a region that
 * arrives with its text).
 */
export function useNoteFromReload(note: ReloadNote, sayAfterMs: number): { region: boolean; said: boolean } {
  // Read as the page first draws, forgotten once that draw is on screen: a render React throws away (the
  // first render is a transition, which React may restart) must leave the note for the one that lands.
  const [region] = useState(() => hasReloadNote(note));
  const [said, setSaid] = useState(false);
  useEffect(() => {
    if (!region) return;
    forgetReloadNote();
    const stop = focusHeadingWhenShown();
    const timer = setTimeout(() => setSaid(true), sayAfterMs);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [region, sayAfterMs]);
  return { region, said };
}
