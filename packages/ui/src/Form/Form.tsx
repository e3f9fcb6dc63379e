import type { FormHTMLAttributes, ReactNode } from 'react';
import * as styles from './Form.css';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called on submit (Enter or the submit button); the page never reloads. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form (laid out as a stack) whose checks are the app's own: the browser's validation bubbles are off (`noValidate`), so the
 * spec's messages show instead, while `required` and `type="email"` still tell assistive technology.
 */
export function Form({ onSubmit, children, className, ...rest }: FormProps) {
  return (
    <form
      noValidate
      {...rest}
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
