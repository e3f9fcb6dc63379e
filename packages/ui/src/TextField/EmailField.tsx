import { useI18n } from '@dars/i18n';
import { TextField, type TextFieldProps } from './TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'dir'> & {
  /** Default: the translated "Email". */
  label?: string;
};

/** The email field every form uses: type email, left to right also in Arabic, `autocomplete="email"`. */
export function EmailField({ label, name = 'email', autoComplete = 'email', ...rest }: EmailFieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      {...rest}
      label={label ?? t('form.email')}
      type="email"
      dir="ltr"
      name={name}
      autoComplete={autoComplete}
    />
  );
}
