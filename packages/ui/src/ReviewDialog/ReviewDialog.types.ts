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
  /** Opened on a review written before and not sent: said so, with a way to clear it. */
  resumed: boolean;
  onRate: (rating: number) => void;
  onComment: (value: string) => void;
  onNext: () => void;
  onBack: () => void;
  onSubmit: () => void;
  onClose: () => void;
  /** Forget the kept review and start again, empty, on the first step. */
  onClear: () => void;
}
