import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useState } from 'react';
import { Spinner } from '../Spinner';
import { busyLabel, busySpinner } from '../styles/busy.css';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner over the text (the button keeps its size), sets aria-busy and disables the button. */
  loading?: boolean;
  /** Fills the width of its container (forms on phones). */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button: primary for the main action, secondary and ghost for the rest, danger for destructive ones.
 *
 * A button that turns disabled or loading while it has focus (the submit button the user just pressed)
 * keeps the focus: it says `aria-disabled` and ignores clicks instead of taking the native `disabled`,
 * which would drop focus to the page body. Once focus moves on, it is natively disabled.
 */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  onFocus,
  onBlur,
  ...rest
}: ButtonProps) {
  const [focused, setFocused] = useState(false);
  const inactive = Boolean(disabled || loading);
  const holdsFocus = inactive && focused;
  const classes = [styles.variants[variant], fullWidth ? styles.fullWidth : null, className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      {...rest}
      className={classes}
      disabled={inactive && !focused}
      aria-disabled={holdsFocus || undefined}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Also stops a submit button's form submission (a click, Enter or Space on it, or Enter in a field).
        if (inactive) event.preventDefault();
        else onClick?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    >
      {loading ? (
        <span className={busySpinner}>
          <Spinner size="sm" decorative />
        </span>
      ) : null}
      <span className={loading ? `${styles.label} ${busyLabel}` : styles.label}>{children}</span>
    </button>
  );
}
