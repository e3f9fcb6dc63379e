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

/**
 * A screen's own words for the failures the server does not explain (the spec gives some screens theirs: the
 * pay buttons' in section 8). `refused`: a refusal (4xx) that came without a message; `serverError`: a 5xx,
 * whatever its body said; `unreadable`: an answer that could not be read (HTML, empty, not the contract's
 * JSON); `noAnswer`: none at all. The last three default to the app's one text for each.
 */
export interface FailureWords {
  refused: string;
  serverError?: string;
  unreadable?: string;
  noAnswer?: string;
}

/**
 * Which words a failure shows, in one place for every screen: a 4xx refusal in the server's words, else the
 * app's own, in the page's language. `fallback` is the screen's words for a refusal without a message, or
 * all its own words (`FailureWords`).
 */
export function failureText(
  failure: Failure,
  fallback: string | FailureWords,
  t: ReturnType<typeof useI18n>['t'],
): string {
  const words = typeof fallback === 'string' ? { refused: fallback } : fallback;
  // No answer because the browser is offline: say so, and that nothing typed is lost.
  if (failure.kind === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false)
    return t('offline.needsConnection');
  if (failure.kind === 'network') return words.noAnswer ?? t('errors.connectionFailed');
  if (failure.kind === 'shape') return words.unreadable ?? t('errors.unexpectedAnswer');
  // The server ended the session: never its raw 'Unauthenticated.' (the app also sends the user to log in).
  // A 401 to a login is a refusal like any other, in the server's words.
  if (failure.sessionEnded) return t('auth.sessionEnded');
  // A 5xx is the server's own trouble: its text ("Internal Server Error", an SQL error, JSON or HTML) is not
  // for the user, and often not in the page's language.
  if ((failure.status ?? 0) >= 500) return words.serverError ?? t('errors.serverError');
  return failure.message ?? words.refused;
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
