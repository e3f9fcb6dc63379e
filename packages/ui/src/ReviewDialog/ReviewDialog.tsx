import { lazyModal } from '../lazyModal/lazyModal';

export type ReviewDialogStep = 1 | 2 | 3 | 'thanks' | 'error';

export interface ReviewDialogProps {
  open: boolean;
  step: ReviewDialogStep;
  courseRating: number;
  instructorRating: number;
  comment: string;
  sending: boolean;
  /** Next was pressed without a rating. */
  ratingMissing: boolean;
  /** The server's words after a send ('' for the spec's fallback). */
  message: string;
  onRate: (rating: number) => void;
  onComment: (value: string) => void;
  onNext: () => void;
  onBack: () => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The review wizard's dialog (spec section 4; issue 19): three steps (the course's stars, the
 * instructor's, a comment) with the step named and counted, then a thank-you or an error view. Its
 * machinery loads on its own (lazyModal), not with the course page.
 */
export const ReviewDialog = lazyModal<ReviewDialogProps>(() => import('./ReviewDialogContent'));
