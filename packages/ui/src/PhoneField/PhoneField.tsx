import { type CountryEntry, useI18n } from '@dars/i18n';
import { CountrySelect } from '../CountrySelect';
import { TextField } from '../TextField';
import * as styles from './PhoneField.css';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The chosen country's two-letter key, e.g. 'SA'. */
  countryKey: string;
  onCountryChange: (entry: CountryEntry) => void;
  /** The server's message for the number (or its country code). */
  error?: string | null;
  required?: boolean;
  name?: string;
  autoComplete?: string;
}

/** A phone number with its country-code picker (register, profile): digits left to right in both languages. */
export function PhoneField({
  value,
  onChange,
  countryKey,
  onCountryChange,
  error,
  required = false,
  name = 'phone',
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const { t } = useI18n();
  return (
    <div className={styles.row}>
      <TextField
        label={t('form.phone')}
        type="tel"
        name={name}
        dir="ltr"
        inputMode="tel"
        autoComplete={autoComplete}
        required={required}
        value={value}
        error={error}
        onChange={onChange}
      />
      <CountrySelect label={t('form.countryCode')} value={countryKey} onChange={onCountryChange} />
    </div>
  );
}
