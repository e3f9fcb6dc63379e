import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from './FieldParts';
import * as styles from './TextField.css';

type PassThrough = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'className' | 'children' | 'dangerouslySetInnerHTML' | 'defaultValue' | 'style'
>;

export interface TextAreaProps extends PassThrough {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message under the field; sets aria-invalid and is read with the field. */
  error?: string | null;
  /** Help shown under the field and read with it. */
  hint?: string;
  /** Visible lines before it grows a scrollbar (default 5). */
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line field (contact message, complaint, review comment) with TextField's look and wiring. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 5,
  required = false,
  readOnly = false,
  disabled = false,
  id,
  ref,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const { inputId, errorId, hintId, invalid, describedBy } = useFieldIds({
    id,
    error,
    hint,
    describedBy: extraDescribedBy,
  });
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div
        className={styles.control}
        data-invalid={invalid || undefined}
        data-readonly={readOnly || undefined}
        data-disabled={disabled || undefined}
      >
        <textarea
          {...rest}
          ref={ref}
          id={inputId}
          className={`${styles.input} ${styles.textarea}`}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          readOnly={readOnly}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}
