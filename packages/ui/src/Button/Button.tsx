import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner beside the text, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Fills the width of its container (forms on phones). */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button: primary for the main action, secondary and ghost for the rest, danger for destructive ones. */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.variants[variant], fullWidth ? styles.fullWidth : null, className].filter(Boolean).join(' ');
  return (
    <button type={type} {...rest} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Spinner size="sm" decorative /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
