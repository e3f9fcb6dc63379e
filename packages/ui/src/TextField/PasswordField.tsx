import { useI18n } from '@dars/i18n';
import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import * as styles from './TextField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

const EyeIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width={22}
    height={22}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width={22}
    height={22}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 5.4-1.7" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </svg>
);

/**
 * A password field with a show/hide toggle. The toggle keeps one name and says its state with
 * aria-pressed (pressed = the password is shown).
 */
export function PasswordField({ id, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useI18n();
  const ownId = useId();
  const inputId = id ?? `password-${ownId}`;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('form.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
