import { useRef, useState } from 'react';

/** Runs `run` in a task after the browser has painted the frame being made (or soon, where it draws none). */
export function afterPaint(run: () => void) {
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/**
 * A choice shown by the control in the render its tap makes, and reported to its owner only once that has
 * been painted: the owner's answer (a machine's transition, a URL pushed, a page drawn again) runs in a
 * task of its own instead of holding up the tap's frame. `choose(value, report)` shows `value` at once and
 * calls `report` after the paint. A new `given` value from the owner is shown in its place (`same` decides
 * what counts as new: arrays rebuilt with the same items are not).
 */
export function useChosenAtOnce<T>(
  given: T,
  same: (a: T, b: T) => boolean = Object.is,
): [T, (value: T, report: () => void) => void] {
  const [chosen, setChosen] = useState(given);
  const [seen, setSeen] = useState(given);
  // What was reported and not yet given back: the owner's answer to an earlier choice, arriving after a later
  // one was made (keys pressed quickly), is that choice's echo and does not undo the later one.
  const echoes = useRef<T[]>([]);
  if (!same(given, seen)) {
    setSeen(given);
    const echo = echoes.current.findIndex((value) => same(value, given));
    if (echo >= 0) echoes.current.splice(0, echo + 1);
    else {
      echoes.current = [];
      setChosen(given);
    }
  }
  const choose = (value: T, report: () => void) => {
    setChosen(value);
    // An owner that keeps no choice of its own never answers: only the latest few wait for theirs.
    echoes.current = [...echoes.current.slice(-7), value];
    afterPaint(report);
  };
  return [chosen, choose];
}

/** The same items in the same order. */
export function sameItems<V>(a: readonly V[], b: readonly V[]) {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}
