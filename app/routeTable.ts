import type { MessageKey } from '@dars/i18n';
import type { ComponentType } from 'react';
import { type ParamsOf, SCREENS, type ScreenId, type ScreenProps } from './paths';

/**
 * Each screen's lazy chunk (spec section 7: chunks time out after 120 s), by the id app/paths.ts gives it,
 * and `ROUTES`, every path of every screen with its loader, for the router. Only the router's side imports
 * this file: screens take `href` and their props' type from app/paths.ts, so no screen imports the file
 * that imports it. The build (build/routes) calls each loader to learn its screen's module, every lazily
 * loaded module standing in as its file's name: a loader imports a screen and does nothing else.
 */
type Loader<Params> = () => Promise<{ default: ComponentType<ScreenProps<Params>> }>;

// The six policy pages: one screen, which picks its policy text by the route's title.
const policy = () => import('./screens/Policy/PolicyScreen');
/** Both payment results are one screen: the path says which. */
const paymentResult = () => import('./screens/PaymentResult/PaymentResultScreen');
// The six component demo routes: one screen, which picks the part of the course page by the route's title.
const componentDemo = () => import('./screens/ComponentDemo/ComponentDemoScreen');

export const LOADERS: { [Id in ScreenId]: Loader<ParamsOf<Id>> } = {
  home: () => import('./screens/Home/HomeScreen'),
  login: () => import('./screens/Login/LoginScreen'),
  register: () => import('./screens/Register/RegisterScreen'),
  forgotPassword: () => import('./screens/ForgotPassword/ForgotPasswordScreen'),
  confirmCode: () => import('./screens/ConfirmCode/ConfirmCodeScreen'),
  resetPassword: () => import('./screens/ResetPassword/ResetPasswordScreen'),
  logout: () => import('./screens/Logout/LogoutScreen'),
  profile: () => import('./screens/Profile/ProfileScreen'),
  courses: () => import('./screens/Courses/CoursesScreen'),
  freeCourses: () => import('./screens/Courses/FreeCoursesScreen'),
  coursesInProgress: () => import('./screens/MyCourses/MyCoursesScreen'),
  instructors: () => import('./screens/Instructors/InstructorsScreen'),
  departments: () => import('./screens/Departments/DepartmentsScreen'),
  plans: () => import('./screens/Plans/PlansScreen'),
  search: () => import('./screens/Search/SearchScreen'),
  exam: () => import('./screens/Exam/ExamScreen'),
  course: () => import('./screens/Course/CourseScreen'),
  myCourses: () => import('./screens/MyCourses/MyCoursesScreen'),
  favorites: () => import('./screens/Favorites/FavoritesScreen'),
  certificates: () => import('./screens/Certificates/CertificatesScreen'),
  cart: () => import('./screens/Cart/CartScreen'),
  faq: () => import('./screens/Faq/FaqScreen'),
  about: () => import('./screens/About/AboutScreen'),
  contact: () => import('./screens/Contact/ContactScreen'),
  complaint: () => import('./screens/Complaint/ComplaintScreen'),
  terms: policy,
  privacy: policy,
  intellectualProperty: policy,
  technicalSupport: policy,
  paymentRefund: policy,
  attendance: policy,
  userGuides: () => import('./screens/UserGuides/UserGuidesScreen'),
  paymentSuccess: paymentResult,
  paymentWarning: paymentResult,
  certificateDesign: () => import('./screens/CertificateDesign/CertificateDesignScreen'),
  demoHeader: componentDemo,
  demoTabs: componentDemo,
  demoContent: componentDemo,
  demoCertificate: componentDemo,
  demoSubscribedContent: componentDemo,
  demoNotSubscribed: componentDemo,
};

/** One route: a path of a screen. */
export interface RouteDef {
  id: ScreenId;
  path: string;
  title: MessageKey;
  studentOnly: boolean;
  load: Loader<RouteParams>;
}

/** The parameters the router hands a screen, before the registry's types narrow them. */
export type RouteParams = Record<string, string>;

/** Every path of every screen, in registry order. */
export const ROUTES: RouteDef[] = Object.entries(SCREENS).flatMap(([id, def]) =>
  def.paths.map((path) => ({
    id: id as ScreenId,
    path,
    title: def.title,
    studentOnly: 'studentOnly' in def && def.studentOnly === true,
    load: LOADERS[id as ScreenId] as Loader<RouteParams>,
  })),
);
