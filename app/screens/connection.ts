import type { ConnectionBackEvent } from '@dars/machines';
import { fromCallback } from 'xstate';

/**
 * The machines' `connection` actor (a write waiting for the connection): the browser's `online` event, each time
 * it comes back.
 */
export const browserConnection = fromCallback<ConnectionBackEvent>(({ sendBack }) => {
  const back = () => sendBack({ type: 'connection.back' });
  window.addEventListener('online', back);
  return () => window.removeEventListener('online', back);
});
