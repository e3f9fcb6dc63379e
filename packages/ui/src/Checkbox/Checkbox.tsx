import type { ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; may hold links (e.g. the terms line). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** A native checkbox with our own box; the whole row is clickable. */
export function Checkbox({ label, checked, onChange, name, id, disabled, required, className }: CheckboxProps) {
  return (
    <label className={className ? `${styles.row} ${className}` : styles.row} data-disabled={disabled || undefined}>
      <span className={styles.box}>
        <input
          type="checkbox"
          className={styles.input}
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
        />
        <svg
          className={styles.check}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
