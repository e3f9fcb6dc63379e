import { useI18n } from '@dars/i18n';
import { Alert } from '../Alert';

/**
 * A failed call as a form or screen sees it (structurally the machines' `SubmitFailure`):
 * 'server' answered with an error status, 'shape' answered with something unreadable, 'network' not at all.
 */
export interface Failure {
  kind: 'server' | 'network' | 'shape';
  status?: number | null;
  message: string | null;
  fieldErrors?: Record<string, string>;
  /** A 401 to a call that carried the token: the server ended the session. */
  sessionEnded?: boolean;
}

/** Which words a failure shows, in one place for every screen. */
export function failureText(failure: Failure, fallback: string, t: ReturnType<typeof useI18n>['t']): string {
  if (failure.kind === 'network') return t('errors.connectionFailed');
  if (failure.kind === 'shape') return t('errors.unexpectedAnswer');
  // The server ended the session: never its raw 'Unauthenticated.' (the app also sends the user to log in).
  // A 401 to a login is a refusal like any other, in the server's words.
  if (failure.sessionEnded) return t('auth.sessionEnded');
  // A 5xx is the server's own trouble: its raw text ("Internal Server Error") is not for the user.
  if ((failure.status ?? 0) >= 500) return t('errors.serverError');
  return failure.message ?? fallback;
}

/** The server's error for one field, or null. */
export function fieldError(failure: Failure | null | undefined, field: string): string | null {
  return failure?.fieldErrors?.[field] ?? null;
}

export interface FailureAlertProps {
  failure: Failure | null | undefined;
  /** The screen's own words for a refusal that came without a message. */
  fallback: string;
  title?: string;
  className?: string;
}

/**
 * The one way a screen shows a failure: a refusal (4xx) in the server's words, else the screen's
 * fallback; a server error (5xx), an unreadable answer and no connection each with one clear text,
 * the same on every screen. Nothing for no failure.
 */
export function FailureAlert({ failure, fallback, title, className }: FailureAlertProps) {
  const { t } = useI18n();
  if (!failure) return null;
  const text = failureText(failure, fallback, t);
  // A title that already says it all (the fallback) is not said twice.
  return (
    <Alert tone="error" title={title} className={className}>
      {text === title ? null : text}
    </Alert>
  );
}
