import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

export type AlertDialogTone = 'error' | 'info' | 'success';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  tone?: AlertDialogTone;
  /** Escape; without it, Escape confirms. */
  onClose?: () => void;
}

const loadContent = () => import('./AlertDialogContent');
const AlertDialogContent = lazy(loadContent);

/**
 * A modal message with one button (the spec's popups): role="alertdialog", focus starts on the
 * button and stays inside, Escape closes. A click on the backdrop does nothing: the user answers.
 *
 * The dialog machinery (Ariakit's, ~20 kB gzip) is not needed to draw a form, only once a popup
 * opens: it loads in its own chunk when the browser is idle after the screen appears, or at once
 * if a popup opens first, so it never delays the first screen.
 */
export function AlertDialog(props: AlertDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      loadContent().catch(() => {
        // Offline now: the import is tried again when a popup opens.
      });
    });
    return () => cancel(handle);
  }, []);
  if (!wanted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogContent {...props} />
    </Suspense>
  );
}
