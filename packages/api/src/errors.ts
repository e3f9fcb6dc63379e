/** Why a call failed, in a form the machines can branch on. */
export type ApiErrorKind = 'network' | 'http' | 'shape';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for kind 'http'. */
  readonly status: number | undefined;
  /** The server's own `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's per-field `errors`, first message of each field. */
  readonly fieldErrors: Record<string, string>;
  /** A 401 to a call that carried the token: the server ended the session (not a refused login). */
  readonly sessionEnded: boolean;

  constructor(
    kind: ApiErrorKind,
    detail: {
      status?: number;
      serverMessage?: string;
      fieldErrors?: Record<string, string>;
      sessionEnded?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(detail.serverMessage ?? `${kind} error${detail.status ? ` ${detail.status}` : ''}`, { cause: detail.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = detail.status;
    this.serverMessage = detail.serverMessage;
    this.fieldErrors = detail.fieldErrors ?? {};
    this.sessionEnded = detail.sessionEnded === true;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads `message` and `errors` from an error body, whatever form the server used. */
export function readErrorBody(body: unknown): { serverMessage?: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  if (!body || typeof body !== 'object') return { fieldErrors };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first.trim()) fieldErrors[field] = first;
    }
  }
  return {
    ...(typeof message === 'string' && message.trim() ? { serverMessage: message } : {}),
    fieldErrors,
  };
}
