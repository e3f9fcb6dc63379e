import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_SETTLE_FRAMES, FOCUS_SETTLE_MS, keepFocusOffTheBody } from './focusKeeper';

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<main><h1>Questions</h1><div id="list"><button id="retry">Retry</button></div><a id="other" href="/x">x</a></main>';
  stop = keepFocusOffTheBody();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const flush = () => Promise.resolve();
/** Enough frames and time for the net to act (frames are 16 ms apart under fake timers). */
const settle = () => vi.advanceTimersByTime(Math.max(FOCUS_SETTLE_MS, FOCUS_SETTLE_FRAMES * 16) + 50);

describe('keepFocusOffTheBody', () => {
  it('a focused button that leaves the page hands focus to the heading once things settle', async () => {
    document.getElementById('retry')?.focus();
    document.getElementById('retry')?.remove();
    await flush();
    expect(document.activeElement).toBe(document.body);
    settle();
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it("waits for the screen: three frames after the loss (a card's subscribe) focus is still where it fell", async () => {
    document.getElementById('retry')?.focus();
    document.getElementById('retry')?.remove();
    await flush();
    vi.advanceTimersByTime(3 * 16 + 1);
    expect(document.activeElement).toBe(document.body);
    settle();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('leaves focus alone when the screen placed it meanwhile (a dialog returning it to its trigger)', async () => {
    document.getElementById('retry')?.focus();
    document.getElementById('list')?.remove();
    await flush();
    document.getElementById('other')?.focus();
    settle();
    expect(document.activeElement?.id).toBe('other');
  });

  it('does nothing when what leaves did not hold focus', async () => {
    document.getElementById('other')?.focus();
    document.getElementById('retry')?.remove();
    await flush();
    document.getElementById('other')?.blur();
    settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus to a dialog that is opening (it places focus itself)', async () => {
    document.getElementById('retry')?.focus();
    document.getElementById('retry')?.remove();
    document.body.insertAdjacentHTML('beforeend', '<div role="alertdialog" aria-label="Done"><p>Done</p></div>');
    await flush();
    settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('without a heading, the main region takes focus', async () => {
    document.querySelector('h1')?.remove();
    document.getElementById('retry')?.focus();
    document.getElementById('retry')?.remove();
    await flush();
    settle();
    expect(document.activeElement).toBe(document.querySelector('main'));
  });
});
