import type { Language, MessageKey } from '@dars/i18n';
import { href } from '../paths';

type LinkDef = { href: string; label: MessageKey };

/** The top bar's links (spec section 2). */
export const NAV_LINKS: LinkDef[] = [
  { href: href('home'), label: 'nav.home' },
  { href: href('departments'), label: 'nav.departments' },
  { href: href('about'), label: 'nav.about' },
  { href: href('contact'), label: 'nav.contact' },
];

/** The avatar menu of a signed-in student. */
export const ACCOUNT_LINKS: LinkDef[] = [
  { href: href('profile'), label: 'menu.profile' },
  { href: href('myCourses'), label: 'menu.myCourses' },
  { href: href('favorites'), label: 'menu.favorites' },
  { href: href('certificates'), label: 'menu.certificates' },
];

/**
 * Footer links differ by language, exactly as the spec lists them: the English set uses the other
 * spellings (`/courses`, `/about`, `/contact`, `/faqs`), which the registry declares as aliases.
 */
export const FOOTER_LINKS: Record<Language, LinkDef[]> = {
  ar: [
    { href: href('courses'), label: 'footer.courses' },
    { href: href('about'), label: 'footer.about' },
    { href: href('contact'), label: 'footer.contact' },
    { href: href('departments'), label: 'footer.departments' },
    { href: href('plans'), label: 'footer.plans' },
    { href: href('login'), label: 'footer.login' },
    { href: href('register'), label: 'footer.register' },
    { href: href('faq'), label: 'footer.faq' },
  ],
  en: [
    { href: href('courses', {}, { via: '/courses' }), label: 'footer.courses' },
    { href: href('about', {}, { via: '/about' }), label: 'footer.about' },
    { href: href('contact', {}, { via: '/contact' }), label: 'footer.contact' },
    { href: href('departments'), label: 'footer.departments' },
    { href: href('plans'), label: 'footer.plans' },
    { href: href('login'), label: 'footer.login' },
    { href: href('register'), label: 'footer.register' },
    { href: href('faq', {}, { via: '/faqs' }), label: 'footer.faq' },
  ],
};

export const POLICY_LINKS: LinkDef[] = [
  { href: href('terms'), label: 'title.terms' },
  { href: href('privacy'), label: 'title.privacy' },
  { href: href('intellectualProperty'), label: 'title.intellectualProperty' },
  { href: href('technicalSupport'), label: 'title.technicalSupport' },
  { href: href('paymentRefund'), label: 'title.paymentRefund' },
  { href: href('attendance'), label: 'title.attendance' },
  { href: href('userGuides'), label: 'footer.userGuides' },
];

/** The copyright year the spec fixes. */
export const COPYRIGHT_YEAR = 2025;
