import type { FocusEventHandler, HTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { ErrorIcon } from '../Alert/ToneIcon';
import * as styles from './TextField.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'search';

export interface TextFieldProps {
  /** The visible label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message under the field; sets aria-invalid and is read with the field. */
  error?: string | null;
  /** Help shown under the field and read with it. */
  hint?: string;
  type?: TextFieldType;
  name?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Email and phone fields default to ltr, also in Arabic; others follow the page. */
  dir?: 'ltr' | 'rtl' | 'auto';
  id?: string;
  placeholder?: string;
  maxLength?: number;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Inside the box, at the inline start (e.g. an icon or a country code). */
  startAdornment?: ReactNode;
  /** Inside the box, at the inline end (e.g. the password toggle). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input with its error and hint wired for assistive technology. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  name,
  required = false,
  readOnly = false,
  disabled = false,
  autoComplete,
  inputMode,
  dir,
  id,
  placeholder,
  maxLength,
  onBlur,
  startAdornment,
  endAdornment,
  ref,
  className,
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = Boolean(error);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const direction = dir ?? (type === 'email' || type === 'tel' ? 'ltr' : undefined);
  const inputClass = [
    styles.input,
    startAdornment ? styles.inputAfterStart : null,
    endAdornment ? styles.inputBeforeEnd : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {/* The asterisk sits beside the label, not in it: the field's name stays exactly the label. */}
      <span className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div
        className={styles.control}
        data-invalid={invalid || undefined}
        data-readonly={readOnly || undefined}
        data-disabled={disabled || undefined}
      >
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        <input
          ref={ref}
          id={inputId}
          className={inputClass}
          type={type}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required={required}
          readOnly={readOnly}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          dir={direction}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          <ErrorIcon className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
