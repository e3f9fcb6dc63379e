import { configureApi } from '@dars/api';
import { appInfoMachine, languageMachine } from '@dars/machines';
import { createActor } from 'xstate';
import { applyLanguageToDocument, readStoredLanguage, storeLanguage } from './platform';

/** The app-wide actors: created once at start-up, shared through context. */
export function createAppActors(options: { appInfo?: typeof appInfoMachine } = {}) {
  const appInfo = createActor(options.appInfo ?? appInfoMachine);
  const language = createActor(
    languageMachine.provide({
      actions: {
        persist: (_, { lang }) => storeLanguage(lang),
        applyToDocument: (_, { lang, dir }) => applyLanguageToDocument(lang, dir),
        // App info is bilingual (name, about, policies): fetch it again in the new language.
        languageChanged: () => appInfo.send({ type: 'info.reload' }),
      },
    }),
    { input: { lang: readStoredLanguage() } },
  );
  // Every call carries the language chosen now.
  configureApi({ getLang: () => language.getSnapshot().context.lang });
  language.start();
  appInfo.start();
  return { language, appInfo };
}

export type AppActors = ReturnType<typeof createAppActors>;
