import { type CountryEntry, toLatinDigits, useI18n } from '@dars/i18n';
import * as selectStyles from '../CountrySelect/CountrySelect.css';
import { ChevronDownIcon } from '../icons';
import { lazyPart } from '../lazyPart';
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
  return toLatinDigits(value).replace(/\D/g, '');
}

/**
 * The country-code picker (Ariakit's combobox and about 240 countries in two languages, more than the rest
 * of the register screen) loads on its own as the field first draws, so the screens that
 * hold it stay within their budget. Until then (and while a failed load is tried again) a box of its size
 * and label stands in, marked busy.
 */
const CountrySelect = lazyPart(() =>
  import('../CountrySelect/CountrySelect').then((m) => ({ default: m.CountrySelect })),
);

function CountrySelectPlaceholder({ label }: { label: string }) {
  return (
    <div className={selectStyles.field} aria-busy="true">
      <span className={selectStyles.label}>{label}</span>
      <span className={selectStyles.trigger}>
        <span className={selectStyles.triggerName} />
        <span className={selectStyles.arrow} aria-hidden="true">
          <ChevronDownIcon width={20} height={20} />
        </span>
      </span>
    </div>
  );
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
        <CountrySelect
          fallback={<CountrySelectPlaceholder label={t('form.countryCode')} />}
          label={t('form.countryCode')}
          value={countryKey}
          onChange={onCountryChange}
        />
      </div>
    </div>
  );
}
