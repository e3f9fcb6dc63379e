import type { MessageKey } from '@dars/i18n';
import type { ComponentType } from 'react';

/** The names a path pattern declares: `'/single_course/:courseId/exam/:examId'` → `'courseId' | 'examId'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path pattern's parameters as an object of strings. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

/** What every screen receives from the route it is mounted on. */
export interface ScreenProps<Params = Record<never, string>> {
  /** The page title's key (after the product name). */
  title: MessageKey;
  params: Params;
}

type Loader<Params> = () => Promise<{ default: ComponentType<ScreenProps<Params>> }>;

export interface ScreenDef<Paths extends readonly [string, ...string[]] = readonly [string, ...string[]]> {
  /** Every path that shows this screen: the first is canonical (used by `href`), the rest are aliases. */
  paths: Paths;
  /** The page title (after the product name). */
  title: MessageKey;
  /** Cart, profile, my courses, favourites, certificates, exam: visitors go to /login first. */
  studentOnly?: boolean;
  /** The screen's lazy chunk (spec section 7: chunks time out after 120 s). */
  load: Loader<PathParams<Paths[0]>>;
  /**
   * The GET calls the screen makes as it opens, which public/boot.js starts on a first page load beside the
   * screen's code instead of after it (the app's own request takes that answer: packages/api early.ts).
   * `calls`: paths under /api/v1 in the app's spelling, `:name` standing for the route's parameter (sent
   * with the stored language and token, as the app sends them). `image`: where the first call's answer holds
   * the screen's largest image (dotted paths, tried in order), which boot.js preloads as soon as it is known.
   * Read by vite.config.ts (`screenModules`): literal strings only.
   */
  early?: { calls: readonly [string, ...string[]]; image?: readonly string[] };
}

/** Declares one screen; `const` keeps the paths literal so params and `href` are typed. */
const screen = <const Paths extends readonly [string, ...string[]]>(def: ScreenDef<Paths>) => def;

// Screens a later issue builds: one chunk shared by every such route, each with its own title.
// The six policy pages: one screen, which picks its policy text by the route's title.
const policy = () => import('./screens/Policy/PolicyScreen');
/** Both payment results are one screen: the path says which. */
const paymentResult = () => import('./screens/PaymentResult/PaymentResultScreen');
// The six component demo routes: one screen, which picks the part of the course page by the route's title.
const componentDemo = () => import('./screens/ComponentDemo/ComponentDemoScreen');

/**
 * THE route registry: every screen of spec section 2 with its paths and aliases (the English footer
 * spellings, the other route names, `attendace` spelt so), title, student-only flag and lazy loader.
 * `ROUTES`, the router, `href()` and the end-to-end route list are all derived from it.
 * Order matters where patterns overlap: the exam comes before the course, so it is not read as a slug.
 */
export const SCREENS = {
  home: screen({
    paths: ['/home', '/', '/slider'],
    title: 'title.home',
    load: () => import('./screens/Home/HomeScreen'),
  }),
  // Account
  login: screen({ paths: ['/login'], title: 'title.login', load: () => import('./screens/Login/LoginScreen') }),
  register: screen({
    paths: ['/register'],
    title: 'title.register',
    load: () => import('./screens/Register/RegisterScreen'),
  }),
  forgotPassword: screen({
    paths: ['/forget-password'],
    title: 'title.forgotPassword',
    load: () => import('./screens/ForgotPassword/ForgotPasswordScreen'),
  }),
  confirmCode: screen({
    paths: ['/confirm-code'],
    title: 'title.confirmCode',
    load: () => import('./screens/ConfirmCode/ConfirmCodeScreen'),
  }),
  resetPassword: screen({
    paths: ['/reset-password', '/re-password'],
    title: 'title.resetPassword',
    load: () => import('./screens/ResetPassword/ResetPasswordScreen'),
  }),
  logout: screen({ paths: ['/logout'], title: 'title.logout', load: () => import('./screens/Logout/LogoutScreen') }),
  profile: screen({
    paths: ['/profile'],
    title: 'title.profile',
    studentOnly: true,
    load: () => import('./screens/Profile/ProfileScreen'),
  }),
  // Catalogue
  courses: screen({
    paths: ['/courses-page', '/courses', '/coureses'],
    title: 'title.courses',
    load: () => import('./screens/Courses/CoursesScreen'),
  }),
  freeCourses: screen({
    paths: ['/coureses-free'],
    title: 'title.freeCourses',
    load: () => import('./screens/Courses/FreeCoursesScreen'),
  }),
  coursesInProgress: screen({
    paths: ['/coureses-not-completed'],
    title: 'title.coursesInProgress',
    studentOnly: true,
    load: () => import('./screens/MyCourses/MyCoursesScreen'),
  }),
  instructors: screen({
    paths: ['/instructors-page', '/instructors', '/instructor'],
    title: 'title.instructors',
    load: () => import('./screens/Instructors/InstructorsScreen'),
  }),
  departments: screen({
    paths: ['/departments'],
    title: 'title.departments',
    load: () => import('./screens/Departments/DepartmentsScreen'),
  }),
  plans: screen({
    paths: ['/packages'],
    title: 'title.plans',
    load: () => import('./screens/Plans/PlansScreen'),
    early: { calls: ['plans'], image: ['data.0.image'] },
  }),
  search: screen({
    paths: ['/search-result'],
    title: 'title.search',
    load: () => import('./screens/Search/SearchScreen'),
  }),
  exam: screen({
    paths: ['/single_course/:courseId/exam/:examId'],
    title: 'title.exam',
    studentOnly: true,
    load: () => import('./screens/Exam/ExamScreen'),
  }),
  course: screen({
    paths: ['/single_course/:slug', '/single-course/:slug'],
    title: 'title.course',
    load: () => import('./screens/Course/CourseScreen'),
    // The intro video's poster (or the image standing in for it) is the page's largest paint.
    early: { calls: ['courses/:slug', 'courses/:slug/sections', 'courses/:slug/reviews'], image: ['data.image'] },
  }),
  // Student
  myCourses: screen({
    paths: ['/my-courses'],
    title: 'title.myCourses',
    studentOnly: true,
    load: () => import('./screens/MyCourses/MyCoursesScreen'),
  }),
  favorites: screen({
    paths: ['/my_fav'],
    title: 'title.favorites',
    studentOnly: true,
    load: () => import('./screens/Favorites/FavoritesScreen'),
  }),
  certificates: screen({
    paths: ['/my_certificate'],
    title: 'title.certificates',
    studentOnly: true,
    load: () => import('./screens/Certificates/CertificatesScreen'),
  }),
  cart: screen({
    paths: ['/cart'],
    title: 'title.cart',
    studentOnly: true,
    load: () => import('./screens/Cart/CartScreen'),
    // Its largest paint is the heading (the rows' images are small): the calls only.
    early: { calls: ['cart/courses', 'cart/price-details'] },
  }),
  // Information
  faq: screen({
    paths: ['/faq', '/faqs', '/frequently-question'],
    title: 'title.faq',
    load: () => import('./screens/Faq/FaqScreen'),
  }),
  about: screen({
    paths: ['/about_us', '/about'],
    title: 'title.about',
    load: () => import('./screens/About/AboutScreen'),
  }),
  contact: screen({
    paths: ['/contact_us', '/contact'],
    title: 'title.contact',
    load: () => import('./screens/Contact/ContactScreen'),
  }),
  complaint: screen({
    paths: ['/complaint'],
    title: 'title.complaint',
    load: () => import('./screens/Complaint/ComplaintScreen'),
  }),
  terms: screen({ paths: ['/terms_condition'], title: 'title.terms', load: policy }),
  privacy: screen({ paths: ['/privacy_policy'], title: 'title.privacy', load: policy }),
  intellectualProperty: screen({
    paths: ['/intellectual_property'],
    title: 'title.intellectualProperty',
    load: policy,
  }),
  technicalSupport: screen({
    paths: ['/technical_support_policy'],
    title: 'title.technicalSupport',
    load: policy,
  }),
  paymentRefund: screen({ paths: ['/payment_refund_policy'], title: 'title.paymentRefund', load: policy }),
  attendance: screen({ paths: ['/attendace_policy'], title: 'title.attendance', load: policy }),
  userGuides: screen({
    paths: ['/user_guides'],
    title: 'title.userGuides',
    load: () => import('./screens/UserGuides/UserGuidesScreen'),
  }),
  paymentSuccess: screen({ paths: ['/payment-success'], title: 'title.paymentSuccess', load: paymentResult }),
  paymentWarning: screen({ paths: ['/payment-warning'], title: 'title.paymentWarning', load: paymentResult }),
  certificateDesign: screen({
    paths: ['/certificate-design'],
    title: 'title.certificateDesign',
    load: () => import('./screens/CertificateDesign/CertificateDesignScreen'),
  }),
  // Component demo routes (their content is not shown in the spec): each a part of the course page with the demo
  // course, picked by the route's title; noindex, linked from nowhere.
  demoHeader: screen({ paths: ['/header'], title: 'title.demoHeader', load: componentDemo }),
  demoTabs: screen({ paths: ['/tap'], title: 'title.demoTabs', load: componentDemo }),
  demoContent: screen({ paths: ['/contant'], title: 'title.demoContent', load: componentDemo }),
  demoCertificate: screen({ paths: ['/certificate'], title: 'title.demoCertificate', load: componentDemo }),
  demoSubscribedContent: screen({
    paths: ['/contant_subscribed'],
    title: 'title.demoSubscribedContent',
    load: componentDemo,
  }),
  demoNotSubscribed: screen({ paths: ['/not_subscribe'], title: 'title.demoNotSubscribed', load: componentDemo }),
};

export type ScreenId = keyof typeof SCREENS;
type PathsOf<Id extends ScreenId> = (typeof SCREENS)[Id]['paths'];
/** The parameters of a screen's routes, e.g. `ParamsOf<'course'>` is `{ slug: string }`. */
export type ParamsOf<Id extends ScreenId> = PathParams<PathsOf<Id>[0]>;
/** Props of the screen mounted for `Id`. */
export type PropsOf<Id extends ScreenId> = ScreenProps<ParamsOf<Id>>;

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
    load: def.load as Loader<RouteParams>,
  })),
);

type HrefArgs<Id extends ScreenId> = [ParamNames<PathsOf<Id>[0]>] extends [never]
  ? [params?: Record<never, string>, options?: HrefOptions<Id>]
  : [params: ParamsOf<Id>, options?: HrefOptions<Id>];

interface HrefOptions<Id extends ScreenId> {
  /** Another of the screen's own paths (the English footer's `/courses`, `/faqs`…). */
  via?: PathsOf<Id>[number];
  /** Query parameters; empty values are left out. */
  query?: Record<string, string | number | undefined>;
}

/**
 * The link to a screen: `href('course', { slug })` → `/single_course/{slug}`, with parameters encoded.
 * Type-checked: an unknown screen, a missing parameter or a path the screen does not have will not compile.
 */
export function href<Id extends ScreenId>(id: Id, ...[params, options]: HrefArgs<Id>): string {
  const def = SCREENS[id];
  const pattern: string = options?.via ?? def.paths[0];
  const values = (params ?? {}) as Record<string, string>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`href('${id}'): missing parameter "${name}"`);
    return encodeURIComponent(value);
  });
  const query = Object.entries(options?.query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  if (!query.length) return path;
  return `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}

const SAME_SITE = 'https://dars.invalid';

/**
 * Only same-site paths may be a return address after login: no `//host`, no scheme, no backslash, no
 * control character (a tab or newline is dropped by URL parsing, so `/\t/evil.example` would become
 * `//evil.example`), and never /login or /logout, which would undo the login. Returns the normalised path.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (!value.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  if (url.pathname === href('login') || url.pathname === href('logout')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The search route for a term, or null when the term is blank after trimming (spec section 2). */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? href('search', {}, { query: { term: trimmed } }) : null;
}
