import type { Bilingual } from '../lang.ts';

const policy = (heading: string, paragraphs: string[]) =>
  `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

export const MEDIA_BASE = '/demo-media';

/** The demo platform's public app info, in both languages (spec section 3: app info). */
export const appInfo: Bilingual<Record<string, unknown>> = {
  ar: {
    name: 'أكاديمية درس',
    logo: `${MEDIA_BASE}/logo.svg`,
    primary_color: '#004EFE',
    secondary_color: '#00B34F',
    currency: 'EGP',
    about_us: {
      title: 'تعلّم بلا حدود مع أكاديمية درس',
      description:
        '<p>أكاديمية درس منصة تعليمية عربية تقدّم دورات مسجّلة في البرمجة والتصميم والأعمال واللغات، يقدّمها مدرّبون متخصصون.</p><p>تابع تقدّمك، واختبر نفسك في نهاية كل قسم، واحصل على شهادة عند إتمام الدورة.</p>',
      image: `${MEDIA_BASE}/about.svg`,
    },
    contact_us: {
      phone: '+20 100 555 0199',
      address: 'شارع التحرير ١٢، الدقي، الجيزة، مصر',
      email: 'support@dars.example',
      twitter: 'https://x.com/dars_academy',
      facebook: 'https://facebook.com/dars.academy',
      instagram: 'https://instagram.com/dars.academy',
      snapchat: '',
      youtube: 'https://youtube.com/@dars-academy',
      whatsapp: 'https://wa.me/201005550199',
    },
    terms_conditions: policy('الشروط والأحكام', [
      'باستخدامك منصة أكاديمية درس فإنك توافق على هذه الشروط.',
      'الحساب شخصي ولا يجوز مشاركته مع الآخرين.',
    ]),
    privacy_policy: policy('سياسة الخصوصية', [
      'نجمع الحد الأدنى من البيانات اللازمة لتقديم الخدمة.',
      'لا نبيع بياناتك لأي طرف ثالث.',
    ]),
    intellectual_property: policy('حقوق الملكية الفكرية', [
      'جميع محتويات الدورات مملوكة لأصحابها ولا يجوز نسخها أو إعادة نشرها.',
    ]),
    technical_support_policy: policy('سياسة الدعم الفني', ['يرد فريق الدعم على الاستفسارات خلال يومي عمل.']),
    payment_and_refund_policy: policy('سياسة الدفع والاسترداد', [
      'يمكن طلب استرداد المبلغ خلال ١٤ يومًا من الشراء إذا لم تتجاوز مشاهدتك ٢٠٪ من الدورة.',
    ]),
    attendance_policy: policy('سياسة الحضور', ['تُحتسب المحاضرة مكتملة عند مشاهدتها حتى النهاية.']),
    user_guides: {
      instructor_path: `${MEDIA_BASE}/guides/instructor-guide-ar.pdf`,
      student_path: `${MEDIA_BASE}/guides/student-guide-ar.pdf`,
    },
  },
  en: {
    name: 'Dars Academy',
    logo: `${MEDIA_BASE}/logo.svg`,
    primary_color: '#004EFE',
    secondary_color: '#00B34F',
    currency: 'EGP',
    about_us: {
      title: 'Learn without limits with Dars Academy',
      description:
        '<p>Dars Academy is an Arabic-first learning platform offering recorded courses in programming, design, business and languages, taught by specialist instructors.</p><p>Track your progress, test yourself at the end of every section and earn a certificate when you finish.</p>',
      image: `${MEDIA_BASE}/about.svg`,
    },
    contact_us: {
      phone: '+20 100 555 0199',
      address: '12 Tahrir Street, Dokki, Giza, Egypt',
      email: 'support@dars.example',
      twitter: 'https://x.com/dars_academy',
      facebook: 'https://facebook.com/dars.academy',
      instagram: 'https://instagram.com/dars.academy',
      snapchat: '',
      youtube: 'https://youtube.com/@dars-academy',
      whatsapp: 'https://wa.me/201005550199',
    },
    terms_conditions: policy('Terms and conditions', [
      'By using Dars Academy you agree to these terms.',
      'Your account is personal and may not be shared.',
    ]),
    privacy_policy: policy('Privacy policy', [
      'We collect only the data needed to provide the service.',
      'We never sell your data to third parties.',
    ]),
    intellectual_property: policy('Intellectual property', [
      'All course content belongs to its owners and may not be copied or republished.',
    ]),
    technical_support_policy: policy('Technical support policy', [
      'The support team answers enquiries within two working days.',
    ]),
    payment_and_refund_policy: policy('Payment and refund policy', [
      'You can ask for a refund within 14 days of purchase if you have watched no more than 20% of the course.',
    ]),
    attendance_policy: policy('Attendance policy', ['A lecture counts as complete once watched to the end.']),
    user_guides: {
      instructor_path: `${MEDIA_BASE}/guides/instructor-guide-en.pdf`,
      student_path: `${MEDIA_BASE}/guides/student-guide-en.pdf`,
    },
  },
};
