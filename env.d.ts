/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the real API server, e.g. https://api.example.com. Unset: the built-in demo API. */
  readonly VITE_API_BASE_URL?: string;
  /** Name of the static password header sent with GET /api/v1/info. */
  readonly VITE_INFO_PASSWORD_HEADER?: string;
  /** Value of the static password header sent with GET /api/v1/info. */
  readonly VITE_INFO_PASSWORD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One language's whole message catalogue (written by the build: build/messages). */
declare module 'virtual:dars-messages/*' {
  export const messages: Record<import('./packages/i18n/src/messages').MessageKey, string>;
}
