import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a new page may take to show its heading (a lazy chunk, then its data) before we give up. */
const WAIT_FOR_HEADING_MS = 15_000;

/** The page's heading: the h1 inside the main area (every screen has exactly one). */
function findHeading(): HTMLElement | null {
  const main = document.getElementById('main') ?? document.body;
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Focus is in a menu or popup that is still open once the new page shows: the student opened it after
 * the change began (the account menu or the bell while the login's welcome note shows, before the app
 * moves on), so that change is not theirs to follow. A menu or popup that led to the new page has closed
 * by then, giving focus back to its button.
 */
function inOpenPopup(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || !active.isConnected) return false;
  return (
    active.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]') !== null ||
    active.getAttribute('aria-expanded') === 'true'
  );
}

function focusHeading(heading: HTMLElement) {
  // A heading is not focusable by itself: -1 lets a script focus it without adding a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Moves focus to the new page's heading once it is shown (right away, or when its lazy chunk
 * arrives), so a screen reader starts reading the new page and Tab continues from its top.
 * Returns a cancel function (the next navigation cancels a wait that has not ended).
 */
export function focusHeadingWhenShown(): () => void {
  let frame = 0;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    clearTimeout(timer);
  };
  const tryFocus = () => {
    const heading = findHeading();
    if (!heading) return false;
    stop();
    // After this frame: a menu or popup that led here restores its own focus first.
    frame = requestAnimationFrame(() => {
      if (heading.isConnected && !inOpenPopup()) focusHeading(heading);
    });
    return true;
  };
  if (!tryFocus()) {
    // Meanwhile (the new page's chunk or data on its way), focus that the old page took away with it
    // (the link followed was part of it) waits on the main area, not on the page's body.
    const main = document.getElementById('main');
    if (main && (!document.activeElement || document.activeElement === document.body)) {
      main.focus({ preventScroll: true });
    }
    observer = new MutationObserver(() => {
      tryFocus();
    });
    observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    timer = setTimeout(stop, WAIT_FOR_HEADING_MS);
  }
  return stop;
}

/**
 * After an in-app navigation (a route change once the user has done something, never the first
 * load nor a redirect while it loads), focus moves to the new page's h1: one place for every screen.
 */
export function useHeadingFocusOnNavigation() {
  const [location] = useLocation();
  const previous = useRef(location);
  const interacted = useRef(false);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', mark, true);
    document.addEventListener('keydown', mark, true);
    return () => {
      document.removeEventListener('pointerdown', mark, true);
      document.removeEventListener('keydown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (!interacted.current) return;
    return focusHeadingWhenShown();
  }, [location]);
}
