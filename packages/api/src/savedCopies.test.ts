import { afterEach, describe, expect, it } from 'vitest';
import { savedCopies } from './savedCopies';

afterEach(() => {
  savedCopies.oldest = null;
  savedCopies.listeners.clear();
});

describe('the kept copies a page is answered with', () => {
  it('keeps the oldest one’s time, and tells only when it moves back', () => {
    const heard: (string | null)[] = [];
    savedCopies.listeners.add(() => heard.push(savedCopies.oldest));
    savedCopies.note('2026-11-21T10:00:00.000Z');
    savedCopies.note('2026-11-22T10:00:00.000Z');
    savedCopies.note('2026-11-20T08:00:00.000Z');
    expect(savedCopies.oldest).toBe('2026-11-20T08:00:00.000Z');
    expect(heard).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-20T08:00:00.000Z']);
  });
});
