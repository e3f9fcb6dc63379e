import type { MessageKey } from '@dars/i18n';

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

export interface PageDef<Paths extends readonly [string, ...string[]] = readonly [string, ...string[]]> {
  /** Every path that shows this screen: the first is canonical (used by `href`), the rest are aliases. */
  paths: Paths;
  /** The page title (after the product name). */
  title: MessageKey;
  /** Cart, profile, my courses, favourites, certificates, exam: visitors go to /login first. */
  studentOnly?: boolean;
}

/** Declares one screen; `const` keeps the paths literal so params and `href` are typed. */
const screen = <const Paths extends readonly [string, ...string[]]>(def: PageDef<Paths>) => def;

/**
 * THE route registry: every screen of spec section 2 with its paths and aliases (the English footer
 * spellings, the other route names, `attendace` spelt so), title and student-only flag (the early calls are in app/earlyCalls.ts).
 * `href()` here, and `ROUTES` (with each screen's lazy loader, app/routeTable.ts), the router and the
 * end-to-end route list are all derived from it. Screens import from this file, never from
 * routeTable.ts, which imports every screen: no import circle.
 * Order matters where patterns overlap: the exam comes before the course, so it is not read as a slug.
 */
export const SCREENS = {
  home: screen({
    paths: ['/home', '/', '/slider'],
    title: 'title.home',
  }),
  // Account
  login: screen({ paths: ['/login'], title: 'title.login' }),
  register: screen({
    paths: ['/register'],
    title: 'title.register',
  }),
  forgotPassword: screen({
    paths: ['/forget-password'],
    title: 'title.forgotPassword',
  }),
  confirmCode: screen({
    paths: ['/confirm-code'],
    title: 'title.confirmCode',
  }),
  resetPassword: screen({
    paths: ['/reset-password', '/re-password'],
    title: 'title.resetPassword',
  }),
  logout: screen({ paths: ['/logout'], title: 'title.logout' }),
  profile: screen({
    paths: ['/profile'],
    title: 'title.profile',
    studentOnly: true,
  }),
  // Catalogue
  courses: screen({
    paths: ['/courses-page', '/courses', '/coureses'],
    title: 'title.courses',
  }),
  freeCourses: screen({
    paths: ['/coureses-free'],
    title: 'title.freeCourses',
  }),
  coursesInProgress: screen({
    paths: ['/coureses-not-completed'],
    title: 'title.coursesInProgress',
    studentOnly: true,
  }),
  instructors: screen({
    paths: ['/instructors-page', '/instructors', '/instructor'],
    title: 'title.instructors',
  }),
  departments: screen({
    paths: ['/departments'],
    title: 'title.departments',
  }),
  plans: screen({
    paths: ['/packages'],
    title: 'title.plans',
  }),
  search: screen({
    paths: ['/search-result'],
    title: 'title.search',
  }),
  exam: screen({
    paths: ['/single_course/:courseId/exam/:examId'],
    title: 'title.exam',
    studentOnly: true,
  }),
  course: screen({
    paths: ['/single_course/:slug', '/single-course/:slug'],
    title: 'title.course',
  }),
  // Student
  myCourses: screen({
    paths: ['/my-courses'],
    title: 'title.myCourses',
    studentOnly: true,
  }),
  favorites: screen({
    paths: ['/my_fav'],
    title: 'title.favorites',
    studentOnly: true,
  }),
  certificates: screen({
    paths: ['/my_certificate'],
    title: 'title.certificates',
    studentOnly: true,
  }),
  cart: screen({
    paths: ['/cart'],
    title: 'title.cart',
    studentOnly: true,
  }),
  // Information
  faq: screen({
    paths: ['/faq', '/faqs', '/frequently-question'],
    title: 'title.faq',
  }),
  about: screen({
    paths: ['/about_us', '/about'],
    title: 'title.about',
  }),
  contact: screen({
    paths: ['/contact_us', '/contact'],
    title: 'title.contact',
  }),
  complaint: screen({
    paths: ['/complaint'],
    title: 'title.complaint',
  }),
  terms: screen({ paths: ['/terms_condition'], title: 'title.terms' }),
  privacy: screen({ paths: ['/privacy_policy'], title: 'title.privacy' }),
  intellectualProperty: screen({
    paths: ['/intellectual_property'],
    title: 'title.intellectualProperty',
  }),
  technicalSupport: screen({
    paths: ['/technical_support_policy'],
    title: 'title.technicalSupport',
  }),
  paymentRefund: screen({ paths: ['/payment_refund_policy'], title: 'title.paymentRefund' }),
  attendance: screen({ paths: ['/attendace_policy'], title: 'title.attendance' }),
  userGuides: screen({
    paths: ['/user_guides'],
    title: 'title.userGuides',
  }),
  paymentSuccess: screen({ paths: ['/payment-success'], title: 'title.paymentSuccess' }),
  paymentWarning: screen({ paths: ['/payment-warning'], title: 'title.paymentWarning' }),
  certificateDesign: screen({
    paths: ['/certificate-design'],
    title: 'title.certificateDesign',
  }),
  // Component demo routes (their content is not shown in the spec): each a part of the course page with the demo
  // course, picked by the route's title; noindex, linked from nowhere.
  demoHeader: screen({ paths: ['/header'], title: 'title.demoHeader' }),
  demoTabs: screen({ paths: ['/tap'], title: 'title.demoTabs' }),
  demoContent: screen({ paths: ['/contant'], title: 'title.demoContent' }),
  demoCertificate: screen({ paths: ['/certificate'], title: 'title.demoCertificate' }),
  demoSubscribedContent: screen({
    paths: ['/contant_subscribed'],
    title: 'title.demoSubscribedContent',
  }),
  demoNotSubscribed: screen({ paths: ['/not_subscribe'], title: 'title.demoNotSubscribed' }),
};

export type ScreenId = keyof typeof SCREENS;
type PathsOf<Id extends ScreenId> = (typeof SCREENS)[Id]['paths'];
/** The parameters of a screen's routes, e.g. `ParamsOf<'course'>` is `{ slug: string }`. */
export type ParamsOf<Id extends ScreenId> = PathParams<PathsOf<Id>[0]>;
/** Props of the screen mounted for `Id`. */
export type PropsOf<Id extends ScreenId> = ScreenProps<ParamsOf<Id>>;

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

/** The login screen that brings the user back to `location` (with its query) once signed in. */
export function loginHref(location: string, search = ''): string {
  return href('login', {}, { query: { next: `${location}${search ? `?${search}` : ''}` } });
}

/** The search route for a term, or null when the term is blank after trimming (spec section 2). */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? href('search', {}, { query: { term: trimmed } }) : null;
}
