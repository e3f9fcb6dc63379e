import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackHistoryDepthSoon } from './platform';

afterEach(() => {
  vi.useRealTimers();
});

describe('history depth', () => {
  it('numbers a new history entry after the navigation, in a task of its own (not inside the tap)', () => {
    vi.useFakeTimers();
    window.history.pushState({ from: 'a tab' }, '', '/single_course/python?tab=reviews');
    trackHistoryDepthSoon();
    expect(window.history.state).toEqual({ from: 'a tab' });
    vi.runAllTimers();
    expect(window.history.state).toEqual({ from: 'a tab', darsDepth: expect.any(Number) });
    // Left before it was numbered: nothing is written over the next entry by the old one's task.
    window.history.pushState({ next: true }, '', '/home');
    const cancel = trackHistoryDepthSoon();
    cancel();
    vi.runAllTimers();
    expect(window.history.state).toEqual({ next: true });
  });
});
