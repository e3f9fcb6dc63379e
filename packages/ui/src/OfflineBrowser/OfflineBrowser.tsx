import { type ReactNode, useEffect, useState } from 'react';

/**
 * For stories only (never imported by the app): the browser says it is offline while its children are shown
 * (`navigator.onLine` false; the instance property goes after, and the browser's own answer is back).
 */
export function OfflineBrowser({ children }: { children: ReactNode }) {
  useState(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
  useEffect(() => () => void delete (navigator as { onLine?: boolean }).onLine, []);
  return <>{children}</>;
}

/** The same as a story's decorator: `decorators: [offlineBrowser]`. */
export const offlineBrowser = (Story: () => ReactNode) => (
  <OfflineBrowser>
    <Story />
  </OfflineBrowser>
);
