import { DEFAULT_LANGUAGE, readStoredLanguage } from '@dars/i18n';
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { takeEarlyAnswer } from './early';
import { apiRoot, callHeaders, envApiBase, envInfoPassword, type InfoPassword } from './endpoint';
import { ApiError, readErrorBody } from './errors';
import { retryingReads, SAVED_AT_HEADER, savedCopies } from './savedCopies';
import { tokenStore } from './session';

export interface ApiConfig {
  /** Origin of the API server; '' means the page's own origin (the demo API). */
  baseUrl: string;
  /** The current language code, sent as the `lang` header. */
  getLang: () => string;
  /** The stored bearer token, if any. */
  getToken: () => string | null;
  /** The static password header of GET /info; unset by default. */
  infoPassword: InfoPassword | null;
  /**
   * Called once per call that answers 401, after the stored token is cleared when the call carried one.
   * A call without a token counts too: the app may still believe it is signed in (the token removed in
   * this same tab, which raises no storage event); the session ends only if it was open.
   */
  onUnauthorized: () => void;
  /** How often a failed GET is tried again (POSTs never are). */
  getRetries: number;
  fetch?: typeof fetch;
}

function defaultConfig(): ApiConfig {
  return {
    baseUrl: envApiBase(),
    getLang: () => readStoredLanguage() ?? DEFAULT_LANGUAGE,
    getToken: () => tokenStore.get(),
    infoPassword: envInfoPassword(),
    onUnauthorized: () => {},
    getRetries: 2,
  };
}

let config: ApiConfig = defaultConfig();
let instance: KyInstance | null = null;

/** Changes how the single HTTP client behaves (base URL, language and token sources, 401 handling). */
export function configureApi(partial: Partial<ApiConfig>): void {
  config = { ...config, ...partial };
  instance = null;
}

export function resetApiConfig(): void {
  config = defaultConfig();
  instance = null;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

function prefixUrl(): string {
  return apiRoot(config.baseUrl, typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
}

/** The single ky instance every call goes through. */
export function http(): KyInstance {
  if (instance) return instance;
  instance = ky.create({
    prefixUrl: prefixUrl(),
    // The spec: the HTTP client sets no time-out (ky's default would be 10 s).
    timeout: false,
    // Only idempotent reads are retried; a POST is never sent twice by the client.
    retry: { limit: config.getRetries, methods: ['get'] },
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          for (const [name, value] of Object.entries(callHeaders({ lang: config.getLang(), token: config.getToken() })))
            request.headers.set(name, value);
          // The first screen's calls boot has already made (early.ts): their answer, not a second request.
          const early = takeEarlyAnswer(request);
          return (early && (await early)) ?? undefined;
        },
      ],
      // A read tried again: the page says so until it ends (requestJson), however many more tries it takes.
      beforeRetry: [
        ({ options }) => {
          const { read } = options.context as { read?: { retried: boolean } };
          if (!read || read.retried) return;
          read.retried = true;
          retryingReads.change(1);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          // A copy the service worker kept (app/offline/sw.ts): when it was saved, for the offline notice.
          const saved = response.headers.get(SAVED_AT_HEADER);
          if (saved) savedCopies.note(saved);
          if (response.status !== 401) return;
          if (/^Bearer \S+/.test(request.headers.get('Authorization') ?? '')) tokenStore.clear();
          config.onUnauthorized();
        },
      ],
    },
  });
  return instance;
}

/** Sends a request and returns its JSON body; every failure becomes an ApiError. */
export async function requestJson(path: string, options: Options = {}): Promise<unknown> {
  let response: Response;
  // This call's own mark (ky copies its context, not what the context holds): the retry hook sets it.
  const read = { retried: false };
  try {
    response = await http()(path, { ...options, context: { read } });
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = await error.response
        .clone()
        .json()
        .catch(() => null);
      const sessionEnded =
        error.response.status === 401 && /^Bearer \S+/.test(error.request.headers.get('Authorization') ?? '');
      throw new ApiError('http', { status: error.response.status, ...readErrorBody(body), sessionEnded, cause: error });
    }
    if (error instanceof TimeoutError) throw new ApiError('network', { cause: error });
    throw new ApiError('network', { cause: error });
  } finally {
    if (read.retried) retryingReads.change(-1);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ApiError('shape', { status: response.status, cause: error });
  }
}
