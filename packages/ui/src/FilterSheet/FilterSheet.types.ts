import type { ReactNode } from 'react';

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
