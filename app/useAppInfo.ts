import { useSelector } from '@xstate/react';
import { useAppActors } from './AppActorsContext';

/** The app info snapshot the screens read: info (or null), and whether the spinner should show. */
export function useAppInfo() {
  const { appInfo } = useAppActors();
  const info = useSelector(appInfo, (s) => s.context.info);
  const slow = useSelector(appInfo, (s) => s.hasTag('slow'));
  return { info, slow };
}
