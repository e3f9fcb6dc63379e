import type { HTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from './FieldParts';
import * as styles from './TextField.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'search';

/** Attributes passed through to the input: `aria-*`, `data-*` and event handlers (onBlur, onKeyDown, onPaste…). */
type PassThrough = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof OwnProps | 'children' | 'dangerouslySetInnerHTML' | 'defaultValue' | 'style'
>;

interface OwnProps {
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
  /** Inside the box, at the inline start (e.g. an icon or a country code). */
  startAdornment?: ReactNode;
  /** Inside the box, at the inline end (e.g. the password toggle). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export interface TextFieldProps extends OwnProps, PassThrough {}

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
  startAdornment,
  endAdornment,
  ref,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const { inputId, errorId, hintId, invalid, describedBy } = useFieldIds({
    id,
    error,
    hint,
    describedBy: extraDescribedBy,
  });
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
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div
        className={styles.control}
        data-invalid={invalid || undefined}
        data-readonly={readOnly || undefined}
        data-disabled={disabled || undefined}
      >
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className={inputClass}
          type={type}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
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
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}
