import { useId } from 'react';
import { ErrorIcon } from '../Alert/ToneIcon';
import * as styles from './TextField.css';

/** The ids a field ties together, and the `aria-describedby` list of its error, hint and extra ids. */
export function useFieldIds(options: { id?: string; error?: string | null; hint?: string; describedBy?: string }) {
  const ownId = useId();
  const inputId = options.id ?? `field-${ownId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = Boolean(options.error);
  const describedBy =
    [invalid ? errorId : null, options.hint ? hintId : null, options.describedBy].filter(Boolean).join(' ') ||
    undefined;
  return { inputId, errorId, hintId, invalid, describedBy };
}

/** The label with the required mark beside it (not in it: the field's name stays exactly the label). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <span className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
  );
}

/** The error (with its icon) and the hint under a field, with the ids the input points at. */
export function FieldMessages(props: { errorId: string; hintId: string; error?: string | null; hint?: string }) {
  return (
    <>
      {props.error ? (
        <p id={props.errorId} className={styles.error}>
          <ErrorIcon className={styles.errorIcon} />
          <span>{props.error}</span>
        </p>
      ) : null}
      {props.hint ? (
        <p id={props.hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
    </>
  );
}
