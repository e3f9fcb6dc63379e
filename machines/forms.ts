import { isApiError } from '@dars/api';

/** What a failed submission means to a form: the server's own words, or a connection problem. */
export interface SubmitFailure {
  /** 'server': the server answered with an error; 'network': no usable answer. */
  kind: 'server' | 'network';
  /** The server's `message`, when it gave one. */
  message: string | null;
  /** The server's per-field errors. */
  fieldErrors: Record<string, string>;
}

export function toFailure(error: unknown): SubmitFailure {
  if (isApiError(error) && error.kind === 'http') {
    return { kind: 'server', message: error.serverMessage ?? null, fieldErrors: error.fieldErrors };
  }
  return { kind: 'network', message: null, fieldErrors: {} };
}

export const isBlank = (value: string) => value.trim() === '';
