import type { MessageKey } from './messages';

/** A message's parameters. */
export type Params = Record<string, string | number>;
/** Looks a message up by key, with its parameters. */
export type Translate = (key: MessageKey, params?: Params) => string;
