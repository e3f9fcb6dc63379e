import { describe, expect, it } from 'vitest';
import { messagesModule } from './index';

/** The catalogue a module's source holds. */
const catalogueOf = (source: string | null) =>
  JSON.parse(JSON.parse(/JSON\.parse\((.*)\);$/.exec(source ?? '')?.[1] ?? 'null')) as Record<string, string>;

describe('the messages modules', () => {
  it('holds one language each: the Arabic module no English text, and the other way round', () => {
    const ar = catalogueOf(messagesModule('\0virtual:dars-messages/ar'));
    const en = catalogueOf(messagesModule('\0virtual:dars-messages/en'));
    expect(Object.keys(ar)).toEqual(Object.keys(en));
    expect(ar['title.login']).not.toBe(en['title.login']);
    expect(en['title.login']).toMatch(/^[\x20-\x7e]+$/);
  });

  it('answers only its own ids', () => {
    expect(messagesModule('virtual:dars-messages/ar')).toBeNull();
    expect(messagesModule('\0virtual:dars-messages/fr')).toBeNull();
  });
});
