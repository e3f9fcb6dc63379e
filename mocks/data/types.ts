/**
 * Shapes of the demo backend's seed data. Every user-facing text is bilingual ({ ar, en });
 * the handlers pick the language of the request's `lang` header. Ids are unique per kind.
 * Media paths are site-relative URLs under /demo-media (see mocks/media and the media handlers);
 * every reply makes them absolute on the origin of the request it answers (`route` in http-utils.ts).
 */
export interface Text {
  ar: string;
  en: string;
}

export type Access = 'free' | 'locked';

export interface SeedCategory {
  id: number;
  title: Text;
  /** null: the departments screen shows a placeholder icon. */
  image: string | null;
}

export interface SeedInstructor {
  id: number;
  name: Text;
  image: string;
  description: Text;
  categoryId: number;
}

export interface SeedVideo {
  id: number;
  title: Text;
  /** One of the playable demo clips. */
  path: string;
  /** hh:mm:ss */
  duration: string;
  status_value: Access;
}

export interface SeedPdf {
  id: number;
  title: Text;
  path: string;
  status: Access;
  /** hh:mm:ss reading time */
  duration: string;
}

export interface SeedQuestion {
  id: number;
  question: Text;
  answers: [Text, Text, Text, Text];
  /** 1 to 4: which answer_N is right. */
  correct: 1 | 2 | 3 | 4;
}

export interface SeedExam {
  id: number;
  questions: SeedQuestion[];
}

export interface SeedSection {
  id: number;
  title: Text;
  status: 'free' | 'paid';
  videos: SeedVideo[];
  pdfs: SeedPdf[];
  exam: SeedExam | null;
  /** minutes */
  exam_duration: number;
}

export interface SeedCourse {
  id: number;
  slug: string;
  title: Text;
  /** HTML */
  description: Text;
  categoryId: number;
  instructorId: number;
  image: string;
  intro_video: string | null;
  /** hh:mm:ss, total */
  duration: string;
  language: Text;
  students_count: number;
  status: 'free' | 'paid';
  /** 0 for free courses */
  price_before_discount: number;
  /** 0 for free courses; lower than price_before_discount when discounted */
  final_price: number;
  created_at: string;
  sections: SeedSection[];
}

export interface SeedReview {
  id: number;
  courseId: number;
  rate: 1 | 2 | 3 | 4 | 5;
  comment: Text;
  created_at: string;
  user: { name: Text; image: string | null };
}

export interface SeedPlan {
  id: number;
  title: Text;
  description: Text;
  image: string;
  final_price: number;
  price_before_discount: number;
  /** percent */
  discount: number;
  renewal_price: number;
  duration_per_month: number;
  courses_limit: number;
}

export interface SeedFaq {
  id: number;
  question: Text;
  answer: Text;
}

export interface SeedBanner {
  id: number;
  image: string;
  title: Text;
  description: Text;
}

export interface SeedNotification {
  id: number;
  title: Text;
  body: Text;
  created_at: string;
  is_read: boolean;
}
