import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export interface Popup {
  open: boolean;
  /** Shows or hides it; hiding with `returnFocus` puts focus back on the button. */
  setOpen: (open: boolean, returnFocus?: boolean) => void;
  /** The button, and the box holding the button and the popup. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  rootRef: RefObject<HTMLElement | null>;
  popupId: string;
  /** Escape closes and gives focus back to the button: for the button's and the popup's key handlers. */
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface PopupOptions {
  /** The element that takes focus when it opens (the popup itself when none). */
  focusOnOpen: (popup: HTMLElement) => HTMLElement | null | undefined;
  /** Controlled: shown while true, whatever the user does; `onOpenChange` is told what they asked. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button's non-modal popup (a menu, a small panel) drawn in the same render as the tap that opens it:
 * opening is one state change, and focus moves in from a layout effect of that same commit, so a slow phone
 * paints the answer to the tap without the positioning, observers and layered stores a general popover
 * library sets up first. The popup is placed by CSS beside its button. Escape closes it with focus back on
 * the button; a press outside, or focus leaving it (Tab), closes it and leaves focus where it went.
 */
export function usePopup({ focusOnOpen, open: controlled, onOpenChange }: PopupOptions): Popup {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const popupId = useId();
  const latest = useRef({ focusOnOpen, onOpenChange });
  latest.current = { focusOnOpen, onOpenChange };

  const change = (next: boolean) => {
    setOwn(next);
    latest.current.onOpenChange?.(next);
  };
  const setOpen = (next: boolean, returnFocus = false) => {
    change(next);
    if (!next && returnFocus) buttonRef.current?.focus();
  };
  const changeRef = useRef(change);
  changeRef.current = change;

  useLayoutEffect(() => {
    if (!open) return;
    const popup = document.getElementById(popupId);
    if (popup) (latest.current.focusOnOpen(popup) ?? popup).focus();
  }, [open, popupId]);

  useEffect(() => {
    if (!open) return undefined;
    const leftFor = (target: EventTarget | null) => {
      if (target instanceof Node && !rootRef.current?.contains(target)) changeRef.current(false);
    };
    const pressed = (event: Event) => leftFor(event.target);
    const focused = (event: FocusEvent) => leftFor(event.target);
    document.addEventListener('pointerdown', pressed);
    document.addEventListener('focusin', focused);
    return () => {
      document.removeEventListener('pointerdown', pressed);
      document.removeEventListener('focusin', focused);
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
