import type { Language } from '@dars/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { languageMachine } from './languageMachine';

function start(lang?: Language) {
  const persist = vi.fn();
  const applyToDocument = vi.fn();
  const languageChanged = vi.fn();
  const machine = languageMachine.provide({
    actions: {
      persist: (_, params) => persist(params),
      applyToDocument: (_, params) => applyToDocument(params),
      languageChanged: (_, params) => languageChanged(params),
    },
  });
  const actor = createActor(machine, { input: { lang: lang ?? null } }).start();
  return { actor, persist, applyToDocument, languageChanged };
}

describe('languageMachine', () => {
  it('starts in Arabic, right to left, when nothing is stored', () => {
    const { actor, applyToDocument, persist } = start();
    expect(actor.getSnapshot().context).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(applyToDocument).toHaveBeenCalledWith({ lang: 'ar', dir: 'rtl' });
    expect(persist).not.toHaveBeenCalled();
  });

  it('restores a stored English choice', () => {
    const { actor, applyToDocument } = start('en');
    expect(actor.getSnapshot().context).toEqual({ lang: 'en', dir: 'ltr' });
    expect(applyToDocument).toHaveBeenCalledWith({ lang: 'en', dir: 'ltr' });
  });

  it('toggles to English, persists it, applies ltr and reports the change', () => {
    const { actor, persist, applyToDocument, languageChanged } = start();
    actor.send({ type: 'language.toggle' });
    expect(actor.getSnapshot().context).toEqual({ lang: 'en', dir: 'ltr' });
    expect(persist).toHaveBeenLastCalledWith({ lang: 'en', dir: 'ltr' });
    expect(applyToDocument).toHaveBeenLastCalledWith({ lang: 'en', dir: 'ltr' });
    expect(languageChanged).toHaveBeenCalledTimes(1);
  });

  it('toggles back to Arabic', () => {
    const { actor, persist } = start('en');
    actor.send({ type: 'language.toggle' });
    expect(actor.getSnapshot().context.lang).toBe('ar');
    expect(persist).toHaveBeenLastCalledWith({ lang: 'ar', dir: 'rtl' });
  });

  it('ignores language.set to the language already chosen', () => {
    const { actor, persist, languageChanged } = start('ar');
    actor.send({ type: 'language.set', lang: 'ar' });
    expect(persist).not.toHaveBeenCalled();
    expect(languageChanged).not.toHaveBeenCalled();
    actor.send({ type: 'language.set', lang: 'en' });
    expect(actor.getSnapshot().context.dir).toBe('ltr');
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

describe('languageMachine model-based paths', () => {
  const model = createTestModel(languageMachine, {
    events: [{ type: 'language.toggle' }, { type: 'language.set', lang: 'ar' }, { type: 'language.set', lang: 'en' }],
    serializeState: (snapshot) => snapshot.context.lang,
  });
  const paths = model.getSimplePaths({ allowDuplicatePaths: true });

  it('reaches both languages', () => {
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)].map((s) => s.context.lang)));
    expect(reached).toEqual(new Set(['ar', 'en']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, persist } = start();
      await path.test({
        events: {
          'language.toggle': () => actor.send({ type: 'language.toggle' }),
          'language.set': ({ event }) => actor.send(event as { type: 'language.set'; lang: Language }),
        },
        states: {
          '*': (state) => {
            const { context } = actor.getSnapshot();
            expect(context).toEqual(state.context);
            // Whatever changed the language last, that is what is stored.
            if (persist.mock.calls.length > 0) expect(persist).toHaveBeenLastCalledWith(context);
          },
        },
      });
    });
  }
});
