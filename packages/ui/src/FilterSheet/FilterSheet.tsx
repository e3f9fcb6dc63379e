import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

export interface FilterSheetProps {
  open: boolean;
  onClose(): void;
  /** The sheet's heading ('Filter courses'). */
  title: string;
  /** The filter panel. */
  children: ReactNode;
  /** The button at the foot of the sheet that closes it to show the results ('Show results'). */
  doneLabel: string;
}

const loadContent = () => import('./FilterSheetContent');
const FilterSheetContent = lazy(loadContent);

/**
 * The filters on a phone: a modal sheet that rises from the bottom of the screen (Ariakit's dialog:
 * focus moves in and stays, Escape and the backdrop close it, focus returns to the button that opened
 * it). The dialog machinery loads in its own chunk when the browser is idle or when the sheet first
 * opens, so it never weighs on the listing's first screen.
 */
export function FilterSheet(props: FilterSheetProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      loadContent().catch(() => {
        // Offline now: the import is tried again when the sheet opens.
      });
    });
    return () => cancel(handle);
  }, []);
  if (!wanted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <FilterSheetContent {...props} />
    </Suspense>
  );
}
