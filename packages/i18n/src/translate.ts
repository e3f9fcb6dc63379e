import rosetta from 'rosetta';
import { createFormatters } from './format';
import { type Language, localeOf } from './language';
import type { MessageKey } from './messages';

export type { MessageKey };

import type { Params, Translate } from './types';

export type { Params, Translate };
export type Messages = Record<MessageKey, string>;

/**
 * The catalogues loaded so far. The app loads the language it shows before the first render
 * (app/main.tsx) and the other one when the user switches, so the first screen carries one
 * language's messages, not both. Tests and Storybook register both up front (allMessages.ts).
 */
const loaded: Partial<Record<Language, Messages>> = {};

/** Makes a catalogue available to `createTranslator`. */
export function registerMessages(lang: Language, messages: Messages): void {
  loaded[lang] = messages;
}

/** True once `lang`'s catalogue is loaded. */
export function hasMessages(lang: Language): boolean {
  return loaded[lang] !== undefined;
}

/** Loads `lang`'s catalogue (its own chunk) unless it already is. */
export async function loadMessages(lang: Language): Promise<void> {
  if (loaded[lang]) return;
  // One chunk per language, written by the build (build/messages).
  const module = lang === 'ar' ? await import('virtual:dars-messages/ar') : await import('virtual:dars-messages/en');
  registerMessages(lang, module.messages);
}

/** One rosetta instance per language, so two renders in different languages never share state. */
export function createTranslator(lang: Language): Translate {
  const messages = loaded[lang];
  if (!messages) throw new Error(`The ${lang} messages are not loaded yet: await loadMessages('${lang}') first`);
  const i18n = rosetta<Messages>({ [lang]: messages });
  i18n.locale(lang);
  // A number given as a parameter ("digit {{index}} of {{total}}") is written in the language's digits
  // (language.ts, localeOf), never as rosetta's raw String(n): Latin digits inside Arabic text.
  const { digits } = createFormatters(localeOf(lang));
  const localized = (params: Params | undefined) => {
    if (!params) return params;
    const out: Params = {};
    for (const [name, value] of Object.entries(params)) {
      out[name] = typeof value === 'number' ? digits(value) : value;
    }
    return out;
  };
  // An array key is read as one path segment: our keys contain dots and must not be split.
  return (key, params) => i18n.t([key], localized(params));
}
