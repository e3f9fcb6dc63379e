import { isApiError } from '@dars/api';
import { type EventObject, fromCallback } from 'xstate';
import { MissingEffectError } from './effects';

/** The browser is back online: what a write held for want of a connection waits for. */
export type ConnectionBackEvent = { type: 'connection.back' };

/**
 * The actor a machine invokes while a write waits for the connection: it reports `connection.back` each time the
 * browser comes back online. Supplied by the screen (the browser's `online` event); the default fails loudly.
 */
export const connectionActor = (machine: string) =>
  fromCallback<ConnectionBackEvent>(() => {
    throw new MissingEffectError(machine, 'connection');
  });

/**
 * The guard of an invoked call's `onError`: the call got no answer at all (no connection, or none to the
 * server), not a refusal, so it is worth sending again.
 */
export const noAnswer = ({ event }: { event: EventObject }) =>
  'error' in event && isApiError(event.error) && event.error.kind === 'network';
