import rosetta from 'rosetta';
import type { Language } from './language';
import { ar, en, type MessageKey } from './messages';

export type { MessageKey };
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

export const dictionaries = { ar, en } as const;

/** One rosetta instance per language, so two renders in different languages never share state. */
export function createTranslator(lang: Language): Translate {
  const i18n = rosetta<Record<MessageKey, string>>({ [lang]: dictionaries[lang] });
  i18n.locale(lang);
  // An array key is read as one path segment: our keys contain dots and must not be split.
  return (key, params) => i18n.t([key], params);
}
