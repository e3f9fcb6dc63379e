import { type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './Form.css';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called on submit (Enter or the submit button); the page never reloads. */
  onSubmit: () => void;
  /**
   * A call the user waits for is under way, or the popup that answers it is open. When it ends, focus
   * goes to the first field marked invalid, or, if it fell to the page body, back to the submit button.
   */
  busy?: boolean;
  children: ReactNode;
}

const INVALID = '[aria-invalid="true"]:not(:disabled)';
const SUBMIT = 'button[type="submit"]:not(:disabled)';
const MESSAGE = '[role="alert"], [role="status"]';
const CONTROL =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** Shown: not inside a hidden element (a closed popup is hidden, not always removed). */
const shown = (element: Element) =>
  !element.closest('[hidden]') && (element as HTMLElement).checkVisibility?.() !== false;

/** Focus that belongs to no one: the page body, nothing, or an element removed, hidden or disabled. */
function focusLost(): boolean {
  const active = document.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  return !active || active === document.body || !active.isConnected || active.disabled === true || !shown(active);
}

/** Focus is in an open dialog the form is not part of (a popup over it): leave it there. */
function inOtherDialog(form: HTMLFormElement): boolean {
  const dialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
  return Boolean(dialog && shown(dialog) && !dialog.contains(form));
}

/** Focuses an element; a message or the form, not focusable by itself, gets tabindex -1 (no Tab stop). */
function focus(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

function focusFirst(form: HTMLFormElement, selector: string): boolean {
  const element = form.querySelector<HTMLElement>(selector);
  if (element) focus(element);
  return Boolean(element);
}

/** Where lost focus goes when a call ended, best first: the submit button, any control, the outcome's message. */
function refocus(form: HTMLFormElement) {
  for (const selector of [SUBMIT, CONTROL, MESSAGE]) if (focusFirst(form, selector)) return;
  focus(form);
}

/**
 * A form (laid out as a stack) whose checks are the app's own: the browser's validation bubbles are off (`noValidate`), so the
 * spec's messages show instead, while `required` and `type="email"` still tell assistive technology.
 *
 * Focus is never left on the page body: a submission refused on the spot moves focus to the first field
 * marked `aria-invalid`; when a call ends (`busy` turns false: the server answered, or its popup closed),
 * focus goes to the first invalid field, else, if it was lost, to the submit button (or, when every
 * control is disabled, say after a success, to the outcome's message).
 */
export function Form({ onSubmit, busy = false, children, className, ...rest }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(busy);
  const [submissions, setSubmissions] = useState(0);

  useEffect(() => {
    const answered = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!answered) return;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const form = ref.current;
      if (!form) return;
      // The popup that answered is closing: it still holds the focus or keeps the page inert (nothing in
      // it takes focus). Wait for it to let go (about a second at most).
      if ((form.closest('[inert]') || inOtherDialog(form)) && frames++ < 60) {
        frame = requestAnimationFrame(settle);
        return;
      }
      if (inOtherDialog(form)) return;
      if (focusFirst(form, INVALID)) return;
      if (focusLost()) refocus(form);
    };
    settle();
    return () => cancelAnimationFrame(frame);
  }, [busy]);

  // A submission that did not start a call was refused by the form's own checks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new submission asks; `busy` is read as it renders.
  useEffect(() => {
    const form = ref.current;
    if (submissions === 0 || busy || !form || inOtherDialog(form)) return;
    focusFirst(form, INVALID);
  }, [submissions]);

  return (
    <form
      noValidate
      {...rest}
      ref={ref}
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmissions((n) => n + 1);
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
