import { DEFAULT_LANGUAGE, type Direction, directionOf, type Language, otherLanguage } from '@dars/i18n';
import { assign, setup } from 'xstate';

export interface LanguageContext {
  lang: Language;
  dir: Direction;
}

export type LanguageEvent = { type: 'language.toggle' } | { type: 'language.set'; lang: Language };

type LangParams = { lang: Language; dir: Direction };
const current = ({ context }: { context: LanguageContext }): LangParams => ({ lang: context.lang, dir: context.dir });

/** The effects of a change, run after the context holds the new language. */
const afterChange = [
  { type: 'persist', params: current },
  { type: 'applyToDocument', params: current },
  { type: 'languageChanged', params: current },
] as const;

/**
 * The chosen language (spec section 4: Language). Arabic by default.
 * Side effects are named actions the app provides: `persist` (local storage),
 * `applyToDocument` (`<html lang dir>`) and `languageChanged` (reload
 * language-dependent data). The machine itself touches neither storage nor DOM.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { lang?: Language | null } | undefined,
  },
  actions: {
    persist: (_, _params: LangParams) => {},
    applyToDocument: (_, _params: LangParams) => {},
    languageChanged: (_, _params: LangParams) => {},
    setLanguage: assign((_, params: { lang: Language }) => ({ lang: params.lang, dir: directionOf(params.lang) })),
  },
  guards: {
    isDifferent: ({ context, event }) => event.type === 'language.set' && event.lang !== context.lang,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => {
    const lang = input?.lang ?? DEFAULT_LANGUAGE;
    return { lang, dir: directionOf(lang) };
  },
  entry: { type: 'applyToDocument', params: current },
  on: {
    'language.toggle': {
      actions: [
        { type: 'setLanguage', params: ({ context }) => ({ lang: otherLanguage(context.lang) }) },
        ...afterChange,
      ],
    },
    'language.set': {
      guard: 'isDifferent',
      actions: [{ type: 'setLanguage', params: ({ event }) => ({ lang: event.lang }) }, ...afterChange],
    },
  },
});
