import { type AppInfo, getInfo, isApiError } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

/** Why the info call failed (spec section 8): the server said no, or the call itself broke. */
export type InfoFailure = 'unsuccessful' | 'exception';

export interface InfoPageContext {
  info: AppInfo | null;
  failure: InfoFailure | null;
}

export type InfoPageEvent =
  /** Ask again after a failure. */
  | { type: 'info.retry' }
  /** The language changed: the texts are bilingual. */
  | { type: 'info.reload' };

/**
 * An information page (the six policies, the user guides): it reads "the info call" itself, GET /info,
 * rather than the app-info actor the shell started at boot, because that one only logs its failures
 * (spec section 8), while these pages show three distinct states: loading (a full-page spinner), an
 * unsuccessful reply ('failed to load the terms': an HTTP error, or `success: false`) and an exception
 * ('an error occurred while fetching data': no answer, or one that cannot be read). A retry asks again.
 */
export const infoPageMachine = setup({
  types: {
    context: {} as InfoPageContext,
    events: {} as InfoPageEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'loaded' | 'failed'>,
  },
  actors: {
    loadInfo: fromPromise<AppInfo>(({ signal }) => getInfo({ signal })),
  },
  actions: {
    logFailure: failureLog('info page'),
  },
  guards: {
    /** The server answered, but not with success (an HTTP error status, or `success: false`). */
    unsuccessful: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'http',
  },
}).createMachine({
  id: 'infoPage',
  context: { info: null, failure: null },
  initial: 'loading',
  on: { 'info.reload': { target: '.loading', reenter: true } },
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: { target: 'loaded', actions: assign({ info: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'unsuccessful', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: [
              assign({ failure: 'unsuccessful' as const }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: 'exception' as const }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    loaded: { tags: 'loaded' },
    failed: { tags: 'failed', on: { 'info.retry': 'loading' } },
  },
});

/** What an information page shows (the screen maps it to the spinner, the text, or one of the two errors). */
export type InfoPageView = 'spinner' | 'content' | InfoFailure;

export function infoPageView(snapshot: SnapshotFrom<typeof infoPageMachine>): InfoPageView {
  if (snapshot.hasTag('loaded')) return 'content';
  if (snapshot.hasTag('failed')) return snapshot.context.failure ?? 'exception';
  return 'spinner';
}
