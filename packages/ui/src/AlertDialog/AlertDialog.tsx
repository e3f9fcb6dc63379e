import { lazyModal } from '../lazyModal/lazyModal';
import type { AlertDialogProps, AlertDialogTone } from './AlertDialog.types';

export type { AlertDialogProps, AlertDialogTone };

/**
 * A modal message with one button (the spec's popups): role="alertdialog", focus starts on the
 * button and stays inside, Escape closes. A click on the backdrop does nothing: the user answers.
 * Its dialog machinery loads when the browser is idle or when a popup first opens (lazyModal).
 */
export const AlertDialog = lazyModal<AlertDialogProps>(() => import('./AlertDialogContent'));
