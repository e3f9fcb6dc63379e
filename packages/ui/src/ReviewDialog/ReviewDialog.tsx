import { lazyModal } from '../lazyModal/lazyModal';
import type { ReviewDialogProps, ReviewDialogStep } from './ReviewDialog.types';

export type { ReviewDialogProps, ReviewDialogStep };

/**
 * The review wizard's dialog (spec section 4): three steps (the course's stars, the
 * instructor's, a comment) with the step named and counted, then a thank-you or an error view. Its
 * machinery loads on its own (lazyModal), not with the course page.
 */
export const ReviewDialog = lazyModal<ReviewDialogProps>(() => import('./ReviewDialogContent'));
