import type { ReactNode } from 'react';
import { lazyModal } from '../lazyModal/lazyModal';

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
  /**
   * A second, quieter button (a question with two answers: 'leave' or 'stay'); focus starts on it, the
   * choice that loses nothing. Without it the dialog has one button.
   */
  cancelLabel?: string;
}

/**
 * A modal message with one button (the spec's popups): role="alertdialog", focus starts on the
 * button and stays inside, Escape closes. A click on the backdrop does nothing: the user answers.
 * Its dialog machinery loads when the browser is idle or when a popup first opens (lazyModal).
 */
export const AlertDialog = lazyModal<AlertDialogProps>(() => import('./AlertDialogContent'));
