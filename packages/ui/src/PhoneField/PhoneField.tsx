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

/**
 * What the number box keeps of what was typed or pasted: digits only, Arabic-Indic (٠١٢…) and
 * Eastern Arabic-Indic (۰۱۲…) digits turned into 0–9, everything else (spaces, dashes, letters) dropped.
 */
export function phoneDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
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
    <div className={styles.container}>
      <div className={styles.row}>
        <TextField
          label={t('form.phone')}
          type="tel"
          name={name}
          dir="ltr"
          inputMode="numeric"
          autoComplete={autoComplete}
          required={required}
          value={value}
          error={error}
          onChange={(typed) => onChange(phoneDigits(typed))}
        />
        <CountrySelect label={t('form.countryCode')} value={countryKey} onChange={onCountryChange} />
      </div>
    </div>
  );
}
