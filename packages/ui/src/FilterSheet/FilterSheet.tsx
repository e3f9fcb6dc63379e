import { lazyModal } from '../lazyModal/lazyModal';
import type { FilterSheetProps } from './FilterSheet.types';

export type { FilterSheetProps };

/**
 * The filters on a phone: a modal sheet that rises from the bottom of the screen (Ariakit's dialog:
 * focus moves in and stays, Escape and the backdrop close it, focus returns to the button that opened
 * it). Its dialog machinery loads when the browser is idle or when the sheet first opens (lazyModal),
 * so it never weighs on the listing's first screen.
 */
export const FilterSheet = lazyModal<FilterSheetProps>(() => import('./FilterSheetContent'));
