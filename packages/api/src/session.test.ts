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

describe('a change of the token', () => {
  it('is heard on sign-in, on another student and on clearing; storing the same token again is no change', () => {
    let heard = 0;
    const stop = tokenStore.onChange(() => {
      heard += 1;
    });
    tokenStore.set('student-a');
    expect(heard).toBe(1);
    tokenStore.set('student-a');
    expect(heard).toBe(1);
    tokenStore.set('student-b');
    expect(heard).toBe(2);
    tokenStore.clear();
    expect(heard).toBe(3);
    tokenStore.clear();
    expect(heard).toBe(3);
    stop();
    tokenStore.set('student-c');
    expect(heard).toBe(3);
  });
});
