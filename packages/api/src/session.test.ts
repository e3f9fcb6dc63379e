import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from './session';

afterEach(() => localStorage.clear());

describe('the stored token (the app, the client and the boot script read it here)', () => {
  it('is the stored value, none when missing or blank', () => {
    expect(tokenStore.get()).toBeNull();
    localStorage.setItem('token', '  ');
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('abc');
    expect(tokenStore.get()).toBe('abc');
    tokenStore.clear();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
