import type { MessageKey } from '@dars/i18n';

/** Which lazy screen a route shows. */
export type ScreenKey =
  | 'home'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'confirmCode'
  | 'resetPassword'
  | 'logout'
  | 'profile'
  | 'placeholder';

export interface RouteDef {
  path: string;
  screen: ScreenKey;
  /** The page title (after the product name). */
  title: MessageKey;
  /** Cart, profile, my courses, favourites, certificates, exam: visitors go to /login first. */
  studentOnly?: boolean;
}

const r = (path: string, screen: ScreenKey, title: MessageKey, studentOnly = false): RouteDef => ({
  path,
  screen,
  title,
  studentOnly,
});

/**
 * Every route of spec section 2, with the alternates it lists (the English footer spellings,
 * the other route names, `attendace` spelt so). Screens not built yet show a placeholder.
 */
export const ROUTES: RouteDef[] = [
  r('/', 'home', 'title.home'),
  r('/home', 'home', 'title.home'),
  r('/slider', 'home', 'title.home'),
  // Account
  r('/login', 'login', 'title.login'),
  r('/register', 'register', 'title.register'),
  r('/forget-password', 'forgotPassword', 'title.forgotPassword'),
  r('/confirm-code', 'confirmCode', 'title.confirmCode'),
  r('/reset-password', 'resetPassword', 'title.resetPassword'),
  r('/re-password', 'resetPassword', 'title.resetPassword'),
  r('/logout', 'logout', 'title.logout'),
  r('/profile', 'profile', 'title.profile', true),
  // Catalogue
  r('/courses-page', 'placeholder', 'title.courses'),
  r('/courses', 'placeholder', 'title.courses'),
  r('/coureses', 'placeholder', 'title.courses'),
  r('/coureses-free', 'placeholder', 'title.freeCourses'),
  r('/coureses-not-completed', 'placeholder', 'title.coursesInProgress', true),
  r('/instructors-page', 'placeholder', 'title.instructors'),
  r('/instructors', 'placeholder', 'title.instructors'),
  r('/instructor', 'placeholder', 'title.instructors'),
  r('/departments', 'placeholder', 'title.departments'),
  r('/packages', 'placeholder', 'title.plans'),
  r('/search-result', 'placeholder', 'title.search'),
  r('/single_course/:courseId/exam/:examId', 'placeholder', 'title.exam', true),
  r('/single_course/:slug', 'placeholder', 'title.course'),
  r('/single-course/:slug', 'placeholder', 'title.course'),
  // Student
  r('/my-courses', 'placeholder', 'title.myCourses', true),
  r('/my_fav', 'placeholder', 'title.favorites', true),
  r('/my_certificate', 'placeholder', 'title.certificates', true),
  r('/cart', 'placeholder', 'title.cart', true),
  // Information
  r('/faq', 'placeholder', 'title.faq'),
  r('/faqs', 'placeholder', 'title.faq'),
  r('/frequently-question', 'placeholder', 'title.faq'),
  r('/about_us', 'placeholder', 'title.about'),
  r('/about', 'placeholder', 'title.about'),
  r('/contact_us', 'placeholder', 'title.contact'),
  r('/contact', 'placeholder', 'title.contact'),
  r('/complaint', 'placeholder', 'title.complaint'),
  r('/terms_condition', 'placeholder', 'title.terms'),
  r('/privacy_policy', 'placeholder', 'title.privacy'),
  r('/intellectual_property', 'placeholder', 'title.intellectualProperty'),
  r('/technical_support_policy', 'placeholder', 'title.technicalSupport'),
  r('/payment_refund_policy', 'placeholder', 'title.paymentRefund'),
  r('/attendace_policy', 'placeholder', 'title.attendance'),
  r('/user_guides', 'placeholder', 'title.userGuides'),
  r('/payment-success', 'placeholder', 'title.paymentSuccess'),
  r('/payment-warning', 'placeholder', 'title.paymentWarning'),
  r('/certificate-design', 'placeholder', 'title.certificateDesign'),
  // Component demo routes (their content is not shown in the spec).
  ...['/header', '/tap', '/contant', '/certificate', '/contant_subscribed', '/not_subscribe'].map((path) =>
    r(path, 'placeholder', 'title.componentDemo'),
  ),
];

/** Only same-site paths may be a return address after login (no `//host`, no scheme). */
export function safeNext(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The search route for a term, or null when the term is blank after trimming (spec section 2). */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/search-result?term=${encodeURIComponent(trimmed)}` : null;
}
