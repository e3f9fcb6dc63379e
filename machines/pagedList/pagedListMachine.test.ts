import { ApiError, type Page } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModelPaths, done, failed, flush, type ModelEvent, type Settler } from '../testing';
import { type Identified, pagedListMachine, pageItems } from './pagedListMachine';

interface Call {
  page: number;
  signal: AbortSignal;
  resolve: (value: Page<Identified>) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

const ids = (...values: number[]) => values.map((id) => ({ id }));

function start(page = 1) {
  const calls: Call[] = [];
  const fetchPage = (p: number, signal: AbortSignal) =>
    new Promise<Page<Identified>>((resolve, reject) => {
      const call: Call = {
        page: p,
        signal,
        settled: false,
        resolve: (value) => {
          call.settled = true;
          resolve(value);
        },
        reject: (error) => {
          call.settled = true;
          reject(error);
        },
      };
      calls.push(call);
    });
  const pageCorrected = vi.fn();
  const logFailure = vi.fn();
  const actor = createActor(
    pagedListMachine.provide({
      actions: {
        pageCorrected: (_, params) => pageCorrected(params.page),
        logFailure: (_, params) => logFailure(params.error),
      },
    }),
    { input: { fetchPage, page } },
  ).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no fetch under way');
    return call;
  };
  const fetchPageSettler: Settler<never> = {
    resolve: async (value) => {
      last().resolve(value);
      await flush();
    },
    reject: async (error) => {
      last().reject(error);
      await flush();
    },
  };
  const answer = (value: Page<Identified>) => fetchPageSettler.resolve(value as never);
  const fail = (error: unknown) => fetchPageSettler.reject(error);
  const shown = () => pageItems(actor.getSnapshot()).map((item) => item.id);
  const tags = () => (['loading', 'loaded', 'empty', 'failed'] as const).filter((t) => actor.getSnapshot().hasTag(t));
  return {
    actor,
    calls,
    pageCorrected,
    logFailure,
    answer,
    fail,
    shown,
    tags,
    settle: { fetchPage: fetchPageSettler },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pagedListMachine', () => {
  it('fetches the URL’s page first, showing the loading state', () => {
    const sut = start(3);
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls.map((c) => c.page)).toEqual([3]);
  });

  it('reads a missing or bad page as page 1', () => {
    for (const bad of [0, -2, 1.5, Number.NaN]) {
      const sut = start(bad);
      expect(sut.calls.map((c) => c.page)).toEqual([1]);
      expect(sut.actor.getSnapshot().context.page).toBe(1);
    }
  });

  it('shows the page’s items and keeps the last page from the answer', async () => {
    const sut = start();
    await sut.answer({ items: ids(1, 2, 3), lastPage: 4 });
    expect(sut.tags()).toEqual(['loaded']);
    expect(sut.shown()).toEqual([1, 2, 3]);
    expect(sut.actor.getSnapshot().context.lastPage).toBe(4);
  });

  it('a page with no items is the empty state', async () => {
    const sut = start();
    await sut.answer({ items: [], lastPage: 1 });
    expect(sut.tags()).toEqual(['empty']);
    expect(sut.pageCorrected).not.toHaveBeenCalled();
  });

  it('a failure shows the error state and is logged; retry fetches the same page again', async () => {
    const sut = start(2);
    const error = new ApiError('network');
    await sut.fail(error);
    expect(sut.tags()).toEqual(['failed']);
    expect(sut.logFailure).toHaveBeenCalledWith(error);
    sut.actor.send({ type: 'list.retry' });
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls.map((c) => c.page)).toEqual([2, 2]);
    await sut.answer({ items: ids(21), lastPage: 2 });
    expect(sut.shown()).toEqual([21]);
  });

  it('a new page in the URL fetches it; the same page again fetches nothing', async () => {
    const sut = start();
    await sut.answer({ items: ids(1, 2), lastPage: 3 });
    sut.actor.send({ type: 'list.page', page: 1 });
    expect(sut.calls).toHaveLength(1);
    sut.actor.send({ type: 'list.page', page: 2 });
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls.map((c) => c.page)).toEqual([1, 2]);
    await sut.answer({ items: ids(21, 22), lastPage: 3 });
    expect(sut.shown()).toEqual([21, 22]);
  });

  it('ignores a late answer for a page no longer asked for, and aborts its fetch', async () => {
    const sut = start();
    const first = sut.calls[0];
    sut.actor.send({ type: 'list.page', page: 2 });
    expect(first?.signal.aborted).toBe(true);
    await sut.answer({ items: ids(21), lastPage: 2 });
    first?.resolve({ items: ids(1), lastPage: 2 });
    first?.reject(new Error('late'));
    await flush();
    expect(sut.shown()).toEqual([21]);
    expect(sut.logFailure).not.toHaveBeenCalled();
  });

  it('a page change leaves the error state for the new page', async () => {
    const sut = start();
    await sut.fail(new ApiError('http', { status: 500 }));
    sut.actor.send({ type: 'list.page', page: 2 });
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls.at(-1)?.page).toBe(2);
  });

  it('a page past the last one fetches the last page and tells the screen to correct the URL', async () => {
    const sut = start(9);
    await sut.answer({ items: [], lastPage: 3 });
    expect(sut.pageCorrected).toHaveBeenCalledWith(3);
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls.map((c) => c.page)).toEqual([9, 3]);
    await sut.answer({ items: ids(41), lastPage: 3 });
    expect(sut.shown()).toEqual([41]);
    // The URL now says 3: the screen's echo fetches nothing more.
    sut.actor.send({ type: 'list.page', page: 3 });
    expect(sut.calls).toHaveLength(2);
  });

  it('removing an item drops its card at once, with no fetch', async () => {
    const sut = start();
    await sut.answer({ items: ids(1, 2, 3), lastPage: 1 });
    sut.actor.send({ type: 'list.remove', id: 2 });
    expect(sut.shown()).toEqual([1, 3]);
    expect(sut.tags()).toEqual(['loaded']);
    sut.actor.send({ type: 'list.remove', id: 99 });
    expect(sut.shown()).toEqual([1, 3]);
    expect(sut.calls).toHaveLength(1);
  });

  it('removing the last item of the only page shows the empty state without a fetch', async () => {
    const sut = start();
    await sut.answer({ items: ids(5), lastPage: 1 });
    sut.actor.send({ type: 'list.remove', id: 5 });
    expect(sut.tags()).toEqual(['empty']);
    expect(sut.calls).toHaveLength(1);
  });

  it('removing the last item of a page while there are more pages fetches that page again', async () => {
    const sut = start();
    await sut.answer({ items: ids(1), lastPage: 2 });
    sut.actor.send({ type: 'list.remove', id: 1 });
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls.map((c) => c.page)).toEqual([1, 1]);
    await sut.answer({ items: ids(21), lastPage: 1 });
    expect(sut.shown()).toEqual([21]);
  });

  it('removing the last item of the last page moves to the page before it', async () => {
    const sut = start(2);
    await sut.answer({ items: ids(21), lastPage: 2 });
    sut.actor.send({ type: 'list.remove', id: 21 });
    await sut.answer({ items: [], lastPage: 1 });
    expect(sut.pageCorrected).toHaveBeenCalledWith(1);
    expect(sut.calls.map((c) => c.page)).toEqual([2, 2, 1]);
    await sut.answer({ items: ids(1, 2), lastPage: 1 });
    expect(sut.shown()).toEqual([1, 2]);
  });

  it('reload fetches the same page again from any state, dropping the fetch under way', async () => {
    const sut = start(2);
    sut.actor.send({ type: 'list.reload' });
    expect(sut.calls[0]?.signal.aborted).toBe(true);
    await sut.answer({ items: ids(21), lastPage: 2 });
    sut.actor.send({ type: 'list.reload' });
    expect(sut.tags()).toEqual(['loading']);
    await sut.answer({ items: ids(21, 22), lastPage: 2 });
    expect(sut.shown()).toEqual([21, 22]);
    expect(sut.calls.map((c) => c.page)).toEqual([2, 2, 2]);
  });

  it('removing is ignored while loading, empty or failed', async () => {
    const sut = start();
    sut.actor.send({ type: 'list.remove', id: 1 });
    expect(sut.tags()).toEqual(['loading']);
    await sut.fail(new Error('x'));
    sut.actor.send({ type: 'list.remove', id: 1 });
    expect(sut.tags()).toEqual(['failed']);
    expect(sut.calls).toHaveLength(1);
  });
});

describe('pagedListMachine timers', () => {
  it('has no timing of its own: a slow answer keeps the loading state, with no second fetch', async () => {
    expect(Object.keys(pagedListMachine.implementations.delays)).toEqual([]);
    const sut = start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sut.tags()).toEqual(['loading']);
    expect(sut.calls).toHaveLength(1);
    await sut.answer({ items: ids(1), lastPage: 1 });
    expect(sut.shown()).toEqual([1]);
  });

  it('a failure stays on screen until the user retries', async () => {
    const sut = start();
    await sut.fail(new Error('x'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sut.tags()).toEqual(['failed']);
    expect(sut.calls).toHaveLength(1);
  });
});

describe('pagedListMachine', () => {
  const full = { items: ids(1, 2), lastPage: 2 };
  const single = { items: ids(7), lastPage: 1 };
  const none = { items: [], lastPage: 1 };
  const answers = [full, single, none];
  type Output = Page<Identified>;
  const outputOf = (step: ModelEvent) => step.output as Output;

  /** What the screen should show and what was fetched, worked out from the steps alone (not from the machine). */
  function reference(steps: ModelEvent[]) {
    let status: 'loading' | 'loaded' | 'empty' | 'failed' = 'loading';
    let page = 1;
    let lastPage = 1;
    let items: number[] = [];
    const fetched = [1];
    const corrections: number[] = [];
    let failures = 0;
    const load = () => {
      status = 'loading';
      fetched.push(page);
    };
    for (const step of steps) {
      if (step.type === 'list.page' && step.page !== page) {
        page = step.page as number;
        load();
      } else if (step.type === 'list.reload') load();
      else if (step.type === 'list.retry' && status === 'failed') load();
      else if (step.type === 'xstate.done.actor.fetchPage' && status === 'loading') {
        const output = outputOf(step);
        lastPage = output.lastPage;
        // Past the last page: the URL goes to the last page, which is fetched.
        if (output.items.length === 0 && page > output.lastPage) {
          page = output.lastPage;
          corrections.push(page);
          load();
          continue;
        }
        items = output.items.map((i) => i.id);
        status = items.length === 0 ? 'empty' : 'loaded';
      } else if (step.type === 'xstate.error.actor.fetchPage' && status === 'loading') {
        [status, items, failures] = ['failed', [], failures + 1];
      } else if (step.type === 'list.remove' && status === 'loaded' && items.includes(step.id as number)) {
        const only = items.length === 1;
        items = items.filter((id) => id !== step.id);
        // The last card of the only page leaves the empty state; the last of another page, that page again.
        if (only && page === 1 && lastPage === 1) status = 'empty';
        else if (only) load();
      }
    }
    return { status, page, lastPage, items, fetched, corrections, failures };
  }

  describeModelPaths(pagedListMachine, {
    input: { fetchPage: () => new Promise(() => {}), page: 1 },
    events: [
      { type: 'list.page', page: 1 },
      { type: 'list.page', page: 2 },
      { type: 'list.retry' },
      { type: 'list.reload' },
      { type: 'list.remove', id: 1 },
      { type: 'list.remove', id: 7 },
      ...answers.map((a) => done('fetchPage', a)),
      failed('fetchPage', new ApiError('network')),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${s.context.page}|${s.context.lastPage}|${s.context.items.map((i: Identified) => i.id)}`,
    start: () => start(1),
    cover: (s) => JSON.stringify(s.value),
    expectStates: ['"loading"', '"loaded"', '"empty"', '"failed"'],
    check: (sut, _expected, steps) => {
      const ref = reference(steps);
      const s = sut.actor.getSnapshot();
      // One of the four states; the grid shows what the last answer held, less what was removed, with its
      // pager; the empty state shows nothing.
      expect({
        tags: sut.tags(),
        shown: s.hasTag('loaded') || s.hasTag('empty') ? sut.shown() : null,
        lastPage: s.hasTag('loaded') || s.hasTag('empty') ? s.context.lastPage : null,
      }).toEqual({
        tags: [ref.status],
        shown: ref.status === 'loaded' ? ref.items : ref.status === 'empty' ? [] : null,
        lastPage: ref.status === 'loaded' || ref.status === 'empty' ? ref.lastPage : null,
      });
      // One fetch per page asked for, reload, retry or correction, each for the URL's page; only the
      // newest may still be under way (every earlier one settled or aborted).
      expect(sut.calls.map((c) => c.page)).toEqual(ref.fetched);
      for (const call of sut.calls.slice(0, -1)) expect(call.settled || call.signal.aborted).toBe(true);
      expect(sut.calls.at(-1)?.settled).toBe(ref.status !== 'loading');
      // Failures are logged once each; the URL is corrected only past the last page, to the last page.
      expect(sut.logFailure).toHaveBeenCalledTimes(ref.failures);
      expect(sut.pageCorrected.mock.calls).toEqual(ref.corrections.map((page) => [page]));
    },
  });
});
