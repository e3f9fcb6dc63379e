import { infoPageMachine, infoPageView } from '@dars/machines';
import { useMachine } from '@xstate/react';
import { useLanguageChange } from './forms';

/**
 * An information page's app info (the policies, the user guides): its own GET /info, asked again when
 * the language changes; what the page shows (`view`), the info once loaded, and the retry.
 */
export function useInfoPage() {
  const [state, send] = useMachine(infoPageMachine);
  useLanguageChange(() => send({ type: 'info.reload' }));
  return { info: state.context.info, view: infoPageView(state), retry: () => send({ type: 'info.retry' }) };
}
