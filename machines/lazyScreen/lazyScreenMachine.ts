import { assign, fromPromise, setup } from 'xstate';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

/** The spec: lazy screen chunks time out after 120 seconds. */
export const LAZY_SCREEN_DELAYS = { loadTimeout: 120_000 } as const;

export interface LazyScreenContext<T> {
  module: T | null;
  error: unknown;
  attempts: number;
}

export type LazyScreenEvent = { type: 'screen.retry' };

export class ChunkTimeoutError extends Error {
  constructor() {
    super('The screen took longer than 120 s to load');
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Loading one lazy screen chunk: loading → loaded | failed (an error or the 120 s time-out);
 * a failure offers a retry instead of a blank page. The loader is provided per screen.
 */
export const lazyScreenMachine = setup({
  types: {
    context: {} as LazyScreenContext<unknown>,
    events: {} as LazyScreenEvent,
    tags: {} as Extract<MachineTag, 'busy' | 'loaded' | 'failed'>,
  },
  actors: {
    load: fromPromise<unknown>(() => Promise.reject(new Error('no loader provided'))),
  },
  actions: {
    logFailure: failureLog('screen chunk'),
  },
  delays: LAZY_SCREEN_DELAYS,
}).createMachine({
  id: 'lazyScreen',
  context: { module: null, error: null, attempts: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ module: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      after: {
        loadTimeout: {
          target: 'failed',
          actions: [
            assign({ error: () => new ChunkTimeoutError() }),
            { type: 'logFailure', params: () => ({ error: new ChunkTimeoutError() }) },
          ],
        },
      },
    },
    loaded: { type: 'final', tags: 'loaded' },
    failed: { tags: 'failed', on: { 'screen.retry': 'loading' } },
  },
});
