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
