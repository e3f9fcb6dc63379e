import type { ReactNode } from 'react';

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
