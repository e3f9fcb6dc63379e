import type { Language, MessageKey } from '@dars/i18n';

type LinkDef = { href: string; label: MessageKey };

/** The top bar's links (spec section 2). */
export const NAV_LINKS: LinkDef[] = [
  { href: '/home', label: 'nav.home' },
  { href: '/departments', label: 'nav.departments' },
  { href: '/about_us', label: 'nav.about' },
  { href: '/contact_us', label: 'nav.contact' },
];

/** The avatar menu of a signed-in student. */
export const ACCOUNT_LINKS: LinkDef[] = [
  { href: '/profile', label: 'menu.profile' },
  { href: '/my-courses', label: 'menu.myCourses' },
  { href: '/my_fav', label: 'menu.favorites' },
  { href: '/my_certificate', label: 'menu.certificates' },
];

/** Footer links differ by language, exactly as the spec lists them. */
export const FOOTER_LINKS: Record<Language, LinkDef[]> = {
  ar: [
    { href: '/courses-page', label: 'footer.courses' },
    { href: '/about_us', label: 'footer.about' },
    { href: '/contact_us', label: 'footer.contact' },
    { href: '/departments', label: 'footer.departments' },
    { href: '/packages', label: 'footer.plans' },
    { href: '/login', label: 'footer.login' },
    { href: '/register', label: 'footer.register' },
    { href: '/faq', label: 'footer.faq' },
  ],
  en: [
    { href: '/courses', label: 'footer.courses' },
    { href: '/about', label: 'footer.about' },
    { href: '/contact', label: 'footer.contact' },
    { href: '/departments', label: 'footer.departments' },
    { href: '/packages', label: 'footer.plans' },
    { href: '/login', label: 'footer.login' },
    { href: '/register', label: 'footer.register' },
    { href: '/faqs', label: 'footer.faq' },
  ],
};

export const POLICY_LINKS: LinkDef[] = [
  { href: '/terms_condition', label: 'title.terms' },
  { href: '/privacy_policy', label: 'title.privacy' },
  { href: '/intellectual_property', label: 'title.intellectualProperty' },
  { href: '/technical_support_policy', label: 'title.technicalSupport' },
  { href: '/payment_refund_policy', label: 'title.paymentRefund' },
  { href: '/attendace_policy', label: 'title.attendance' },
  { href: '/user_guides', label: 'footer.userGuides' },
];

/** The copyright year the spec fixes. */
export const COPYRIGHT_YEAR = 2025;
