import { type AppInfo, getInfo } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

export interface AppInfoContext {
  /** The last info received; kept while a reload (language change) is under way. */
  info: AppInfo | null;
  error: unknown;
}

export type AppInfoEvent = { type: 'info.reload' };

/** A spinner appears only when loading is slow enough to notice. */
export const APP_INFO_DELAYS = { spinnerDelay: 300 } as const;

/**
 * Public app info (spec sections 1 and 7: GET /info): loading → ready | failed.
 * A failure is only logged (spec section 8); the shell renders with defaults.
 */
export const appInfoMachine = setup({
  types: {
    context: {} as AppInfoContext,
    events: {} as AppInfoEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'slow' | 'loaded' | 'failed'>,
  },
  actors: {
    loadInfo: fromPromise<AppInfo>(({ signal }) => getInfo({ signal })),
  },
  actions: {
    logFailure: failureLog('app info'),
  },
  delays: APP_INFO_DELAYS,
}).createMachine({
  id: 'appInfo',
  context: { info: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      initial: 'quiet',
      states: {
        quiet: { after: { spinnerDelay: 'slow' } },
        slow: { tags: 'slow' },
      },
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: { tags: 'loaded', on: { 'info.reload': 'loading' } },
    failed: { tags: 'failed', on: { 'info.reload': 'loading' } },
  },
});
