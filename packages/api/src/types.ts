/** Entity types of the /api/v1 contract (spec section 3). */

export interface AboutUs {
  title: string;
  /** HTML: render only through the sanitizing component. */
  description: string;
  image: string;
}

export interface ContactUs {
  phone: string;
  address: string;
  email: string;
  twitter: string;
  facebook: string;
  instagram: string;
  snapchat: string;
  youtube: string;
  whatsapp: string;
}

export interface UserGuides {
  instructor_path: string;
  student_path: string;
}

export interface AppInfo {
  name: string;
  logo: string;
  primary_color: string;
  secondary_color: string;
  currency: string;
  about_us: AboutUs;
  contact_us: ContactUs;
  /** Policy texts, HTML. */
  terms_conditions: string;
  privacy_policy: string;
  intellectual_property: string;
  technical_support_policy: string;
  payment_and_refund_policy: string;
  attendance_policy: string;
  user_guides: UserGuides;
}

/** Pagination: most lists read `paginate.last_page`; certificates and search read `meta.last_page`. */
export interface Paginate {
  last_page: number;
  current_page?: number;
  per_page?: number;
  total?: number;
}

/** A page of a list, whichever form the server used. */
export interface Page<T> {
  items: T[];
  lastPage: number;
}

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

export interface Certificate {
  id: number;
  course: string;
  certificate: string;
  created_at: string | null;
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

export interface MyPlan {
  id: number;
  title: string;
  renewal_price: number;
  courses_used: number;
  courses_limit: number;
  status: { title: string };
  created_at: string;
  expired_at: string;
}

export interface MyPlanResponse {
  my_plan: MyPlan | null;
  plans: Plan[];
}

export interface Notification {
  id: number;
  title: string;
  body: string;
  created_at: string;
  is_read: boolean;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface CartPriceDetails {
  sub_total: number;
  discount_value: number;
  /** percent */
  tax: number;
  tax_value: number;
  total_price: number;
  coupon_applied: boolean;
  coupon_code: string | null;
}

export interface Cart {
  courses: Course[];
  /** The `cart` object the server sends beside the courses. */
  cart: Record<string, unknown> | null;
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

export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
  /** '+20' until a country is picked, then the country's two-letter key (e.g. 'SA'). */
  phone_key: string;
  phone: string;
}

export interface CountryEntry {
  /** Name with the dial code in brackets. */
  name: string;
  phone_code: string;
  /** Two-letter key */
  key: string;
}

export interface Profile {
  id?: number;
  name: string;
  email: string;
  /** Fallback 966 */
  phone_key: string;
  phone: string;
  image: string | null;
}

export interface LoginResult {
  token: string;
  user: Profile;
  message: string;
}

/** A server reply to an action: the flag and message the screens show. */
export interface ActionResult {
  success: boolean;
  message: string;
}

export type InvoiceType = 'course_subscription' | 'plan_subscription' | 'renew_plan';

export type CheckoutRequest =
  | { invoice_type: 'course_subscription'; course_id: number }
  | { invoice_type: 'plan_subscription'; plan_id: number; plan_subscription?: boolean }
  | { invoice_type: 'renew_plan'; renew_plan: number; plan_subscription?: boolean };

export interface CheckoutResult {
  redirect: boolean;
  url: string | null;
  message: string;
}
