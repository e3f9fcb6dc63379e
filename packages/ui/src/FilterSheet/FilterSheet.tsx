import type { ReactNode } from 'react';
import { lazyModal } from '../lazyModal/lazyModal';

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

/**
 * The filters on a phone: a modal sheet that rises from the bottom of the screen (Ariakit's dialog:
 * focus moves in and stays, Escape and the backdrop close it, focus returns to the button that opened
 * it). Its dialog machinery loads when the browser is idle or when the sheet first opens (lazyModal),
 * so it never weighs on the listing's first screen.
 */
export const FilterSheet = lazyModal<FilterSheetProps>(() => import('./FilterSheetContent'));
