import { type Translate, useI18n } from '@dars/i18n';
import { isBlank, type SubmitFailure } from '@dars/machines';
import { fieldError } from '@dars/ui';
import { useEffect, useRef } from 'react';

/** What a form machine's context tells about its fields (`FormContext` in machines/forms.ts). */
interface FieldState<TField extends string> {
  values: Record<TField, string>;
  invalid: readonly TField[];
  failure: SubmitFailure | null;
  /** The client-side message of the last refusal (a malformed e-mail says so under its field). */
  validation?: string | null;
}

/**
 * The message under one field: the server's error for it, else the client-side refusal that marked
 * it ("This field is required." when it was left blank, a malformed e-mail or phone number, otherwise the confirmation
 * that differs).
 * Given to a field as `error`, it sets `aria-invalid` and is tied to it with `aria-describedby`; it
 * goes once the field is edited (the machine unmarks it).
 */
export function fieldMessage<TField extends string>(
  form: FieldState<TField>,
  field: TField,
  t: Translate,
): string | null {
  const server = fieldError(form.failure, field);
  if (server) return server;
  if (!form.invalid.includes(field)) return null;
  if (isBlank(form.values[field])) return t('form.fieldRequired');
  if (form.validation === 'invalidEmail') return t('invalidEmail');
  if (form.validation === 'invalidPhone') return t('invalidPhone');
  return t('PasswordsDoNotMatch');
}

/**
 * Calls `onChange` when the screen's language changes (not on the first render): a form machine then
 * forgets the server's words, which are in the old language (`form.languageChanged`).
 */
export function useLanguageChange(onChange: () => void) {
  const { lang } = useI18n();
  const shown = useRef(lang);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    latest.current();
  }, [lang]);
}
