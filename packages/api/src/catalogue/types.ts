/** Entity types of the catalogue domain (spec section 3). The catalogue: courses, categories, instructors, banners, filters, plans, FAQ, complaints. */

export interface CategoryRef {
  id: number;
  title: string;
  image: string | null;
  courses_count: number;
}

export type Category = CategoryRef;

export interface Instructor {
  id: number;
  name: string;
  image: string;
  description?: string;
  category: { title: string };
}

export type CourseStatusValue = 'free' | 'paid';

export interface Course {
  id: number;
  slug: string;
  title: string;
  image: string;
  intro_video: string | null;
  /** HTML */
  description: string;
  category: CategoryRef;
  instructor: { name: string; image: string; description: string; category: { title: string } };
  rating: { average: number };
  duration: string;
  language: string;
  students_count: number;
  sections_count: number;
  videos_count: number;
  price_before_discount: number;
  final_price: number;
  currency: string;
  status: { value: CourseStatusValue; title: string };
  is_subscribed: boolean;
  is_favorite: boolean;
  /** 0-100 */
  progress: number;
  /** URL of the certificate, when earned */
  certificate: string | null;
  created_at: string;
}

export interface Banner {
  image: string;
  title: string;
  description: string;
}

export interface Plan {
  id: number;
  title: string;
  description: string;
  image: string;
  final_price: number;
  price_before_discount: number;
  /** percent */
  discount: number;
  renewal_price: number;
  duration_per_month: number;
  courses_limit: number;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface Complaint {
  name: string;
  email: string;
  address: string;
  body: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface CourseFilters {
  categories: CategoryRef[];
  /** status value → count */
  price: Record<string, number>;
  /** star value → count */
  reviews: Record<string, number>;
}
