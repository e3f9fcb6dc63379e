/** Entity types of the course domain (spec section 3). A course's content: sections, videos, PDFs, exams, reviews. */

export type AccessStatus = 'free' | 'locked';

export interface Video {
  id: number;
  title: string;
  path: string;
  /** hh:mm:ss */
  duration: string;
  status_value: AccessStatus;
  /** watched */
  view: boolean;
  /** A WebVTT captions file, when the server gives one (not in the spec's list: read when present). */
  captions: string | null;
}

export interface Pdf {
  id: number;
  title: string;
  path: string;
  status: AccessStatus;
  duration: string;
}

export interface Exam {
  id: number;
  /** taken */
  view: boolean;
}

export interface Section {
  id: number;
  title: string;
  videos: Video[];
  pdfs: Pdf[];
  exam: Exam | null;
  status: 'free' | 'paid';
  /** minutes */
  exam_duration: number;
}

export interface Question {
  id: number;
  question: string;
  answer_1: string;
  answer_2: string;
  answer_3: string;
  answer_4: string;
}

export type AnswerId = 'answer_1' | 'answer_2' | 'answer_3' | 'answer_4';

export interface ExamAnswer {
  question_id: number;
  answer_id: AnswerId;
}

export interface Review {
  id: number;
  rate: number;
  comment: string;
  created_at: string;
  user: { name: string; image: string | null };
}
