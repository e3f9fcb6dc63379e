import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export interface Popup {
  open: boolean;
  /** Shows or hides it; hiding with `returnFocus` puts focus back on the button. */
  setOpen: (open: boolean, returnFocus?: boolean) => void;
  /** The button and the popup's container (the popup is drawn inside it, after the button). */
  buttonRef: RefObject<HTMLButtonElement | null>;
  rootRef: RefObject<HTMLElement | null>;
  popupId: string;
  /** Escape closes and gives focus back to the button. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A button's non-modal popup (a menu, a small panel) drawn in the same render as the tap that opens it:
 * opening is one state change, and focus moves in from a layout effect of that same commit, so a slow phone
 * paints the answer to the tap without the positioning, observers and layered stores a general popover
 * library sets up. The popup is placed by CSS beside its button. Escape closes it with focus back on the
 * button; a press outside, or focus leaving it (Tab), closes it and leaves focus where it went.
 * `focusOnOpen` picks the element that takes focus when it opens (from the popup's element).
 */
export function usePopup(focusOnOpen: (popup: HTMLElement) => HTMLElement | null | undefined): Popup {
  const [open, setOpenState] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const popupId = useId();
  const focusFirst = useRef(focusOnOpen);
  focusFirst.current = focusOnOpen;

  const setOpen = (next: boolean, returnFocus = false) => {
    setOpenState(next);
    if (!next && returnFocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const popup = document.getElementById(popupId);
    if (popup) (focusFirst.current(popup) ?? popup).focus();
  }, [open, popupId]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenState(false);
    };
    // Focus leaving for anywhere outside (Tab, a click on another control) closes it.
    const focusMoved = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenState(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', focusMoved);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', focusMoved);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false, true);
  };

  return { open, setOpen, buttonRef, rootRef, popupId, onKeyDown };
}
