import { configureApi } from '@dars/api';
import {
  appInfoMachine,
  cartCountMachine,
  languageMachine,
  notificationsMachine,
  notificationsStatus,
  sessionMachine,
} from '@dars/machines';
import { createActor } from 'xstate';
import {
  applyLanguageToDocument,
  clearToken,
  onTokenChangedElsewhere,
  readStoredLanguage,
  readStoredToken,
  storeLanguage,
  storeToken,
} from './platform';
import { forgetTabDrafts } from './screens/draft';

export interface AppActorOptions {
  appInfo?: typeof appInfoMachine;
  session?: typeof sessionMachine;
  notifications?: typeof notificationsMachine;
  cartCount?: typeof cartCountMachine;
}

/** The app-wide actors: created once at start-up, shared through context. */
export function createAppActors(options: AppActorOptions = {}) {
  const appInfo = createActor(options.appInfo ?? appInfoMachine);
  const session = createActor(
    (options.session ?? sessionMachine).provide({
      actions: {
        storeToken: (_, { token }) => storeToken(token),
        clearToken: () => clearToken(),
      },
    }),
    { input: { token: readStoredToken() } },
  );
  const notifications = createActor(options.notifications ?? notificationsMachine);
  const cartCount = createActor(options.cartCount ?? cartCountMachine);
  const language = createActor(
    languageMachine.provide({
      actions: {
        persist: (_, { lang }) => storeLanguage(lang),
        applyToDocument: (_, { lang, dir }) => applyLanguageToDocument(lang, dir),
        // App info and the profile are bilingual: fetch them again in the new language (spec section 1).
        languageChanged: () => {
          appInfo.send({ type: 'info.reload' });
          session.send({ type: 'session.reloadProfile' });
          if (notificationsStatus(notifications.getSnapshot()) !== 'off')
            notifications.send({ type: 'notifications.load' });
        },
      },
    }),
    { input: { lang: readStoredLanguage() } },
  );

  // Every call carries the language chosen now; a 401 on a call with a token ends the session.
  configureApi({
    getLang: () => language.getSnapshot().context.lang,
    onUnauthorized: () => session.send({ type: 'session.expired' }),
  });

  // Notifications and the cart's count follow the session: loaded for a student, forgotten on sign-out. A
  // sign-out (here or in another tab, not the server ending the session) also forgets what was typed.
  let signedIn: boolean | null = null;
  session.subscribe((snapshot) => {
    const now = snapshot.hasTag('member');
    if (now === signedIn) return;
    if (signedIn === true && !snapshot.hasTag('expired')) forgetTabDrafts();
    signedIn = now;
    notifications.send({ type: now ? 'notifications.load' : 'notifications.clear' });
    cartCount.send({ type: now ? 'cartCount.load' : 'cartCount.clear' });
  });

  language.start();
  appInfo.start();
  notifications.start();
  cartCount.start();
  session.start();
  const stopWatchingTabs = onTokenChangedElsewhere((token) => session.send({ type: 'session.tokenChanged', token }));

  return {
    language,
    appInfo,
    session,
    notifications,
    cartCount,
    stop: () => {
      stopWatchingTabs();
      for (const actor of [language, appInfo, session, notifications, cartCount]) actor.stop();
    },
  };
}

export type AppActors = ReturnType<typeof createAppActors>;
