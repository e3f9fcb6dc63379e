import type { Language } from '@dars/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModelPaths } from '../testing';
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

describe('languageMachine', () => {
  describeModelPaths(languageMachine, {
    events: [{ type: 'language.toggle' }, { type: 'language.set', lang: 'ar' }, { type: 'language.set', lang: 'en' }],
    serialize: (s) => s.context.lang,
    cover: (s) => s.context.lang,
    start: () => start(),
    expectStates: ['ar', 'en'],
    check: (sut, _expected, steps) => {
      // Each change (a toggle, or a choice of the other language) is stored, applied to the document and
      // announced, with its direction; the document got Arabic, right to left, at the start.
      const changes: { lang: Language; dir: 'rtl' | 'ltr' }[] = [];
      let lang: Language = 'ar';
      for (const e of steps) {
        const next: Language = e.type === 'language.toggle' ? (lang === 'ar' ? 'en' : 'ar') : (e.lang as Language);
        if (next === lang) continue;
        lang = next;
        changes.push({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
      }
      const each = changes.map((change) => [change]);
      expect(sut.applyToDocument.mock.calls).toEqual([[{ lang: 'ar', dir: 'rtl' }], ...each]);
      expect(sut.persist.mock.calls).toEqual(each);
      expect(sut.languageChanged.mock.calls).toEqual(each);
    },
  });
});
