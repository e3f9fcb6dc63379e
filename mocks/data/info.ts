import type { Bilingual } from '../lang.ts';

/** A section of a policy: its heading, then paragraphs (strings) or a list (an array of strings). */
type Section = readonly [heading: string, ...body: (string | readonly string[])[]];

/** A policy as the server sends it: rich text with headings, paragraphs and lists. */
const policy = (intro: string, sections: Section[]) =>
  `<p>${intro}</p>${sections
    .map(
      ([heading, ...body]) =>
        `<h2>${heading}</h2>${body
          .map((part) =>
            typeof part === 'string' ? `<p>${part}</p>` : `<ul>${part.map((item) => `<li>${item}</li>`).join('')}</ul>`,
          )
          .join('')}`,
    )
    .join('')}`;

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
    terms_conditions: policy(
      'باستخدامك منصة أكاديمية درس فإنك توافق على هذه الشروط. يُرجى قراءتها بعناية قبل إنشاء حسابك.',
      [
        [
          'الحساب',
          'الحساب شخصي ولا يجوز مشاركته مع الآخرين.',
          ['أدخل بيانات صحيحة عند التسجيل.', 'حافظ على سرية كلمة المرور.', 'أبلغنا فورًا عن أي استخدام غير مصرّح به.'],
        ],
        ['استخدام المحتوى', 'يحق لك مشاهدة الدورات التي اشتركت فيها لأغراض التعلّم الشخصي فقط.'],
        ['تعديل الشروط', 'قد نحدّث هذه الشروط من وقت لآخر، وسنُعلمك بأي تغيير جوهري عبر البريد الإلكتروني.'],
      ],
    ),
    privacy_policy: policy('نحترم خصوصيتك ونجمع الحد الأدنى من البيانات اللازمة لتقديم الخدمة.', [
      [
        'البيانات التي نجمعها',
        [
          'الاسم والبريد الإلكتروني ورقم الهاتف.',
          'الدورات التي تشترك فيها وتقدّمك فيها.',
          'بيانات الدفع، وتعالجها بوابة الدفع لا نحن.',
        ],
      ],
      ['كيف نستخدمها', 'لتشغيل حسابك وإصدار شهاداتك وتحسين المنصة. لا نبيع بياناتك لأي طرف ثالث.'],
      ['حقوقك', 'يمكنك طلب نسخة من بياناتك أو حذف حسابك بمراسلة الدعم الفني.'],
    ]),
    intellectual_property: policy('جميع محتويات الدورات مملوكة لأصحابها ولأكاديمية درس.', [
      [
        'ما لا يجوز',
        [
          'نسخ الفيديوهات أو تنزيلها أو إعادة نشرها.',
          'مشاركة ملفات الدورات خارج المنصة.',
          'استخدام المحتوى لأغراض تجارية.',
        ],
      ],
      ['البلاغات', 'إذا رأيت محتوى ينتهك حقوقك فراسلنا، وسنراجع البلاغ خلال خمسة أيام عمل.'],
    ]),
    technical_support_policy: policy('فريق الدعم الفني هنا لمساعدتك في أي مشكلة تقنية.', [
      [
        'قنوات التواصل',
        ['نموذج «تواصل معنا» على المنصة.', 'البريد الإلكتروني support@dars.example.', 'واتساب خلال ساعات العمل.'],
      ],
      ['أوقات الرد', 'نرد على الاستفسارات خلال يومي عمل، وعلى مشكلات الدفع خلال يوم عمل واحد.'],
    ]),
    payment_and_refund_policy: policy('تُدفع الدورات والباقات مرة واحدة أو بتجديد شهري حسب الباقة.', [
      ['طرق الدفع', ['البطاقات البنكية.', 'المحافظ الإلكترونية.']],
      ['الاسترداد', 'يمكن طلب استرداد المبلغ خلال ١٤ يومًا من الشراء إذا لم تتجاوز مشاهدتك ٢٠٪ من الدورة.'],
      ['الفواتير', 'تصلك فاتورة على بريدك الإلكتروني بعد كل عملية دفع ناجحة.'],
    ]),
    attendance_policy: policy('يُحتسب تقدّمك في الدورة من المحاضرات التي تشاهدها والاختبارات التي تجتازها.', [
      ['المحاضرات', 'تُحتسب المحاضرة مكتملة عند مشاهدتها حتى النهاية.'],
      ['الشهادة', ['إكمال جميع المحاضرات.', 'اجتياز اختبار كل قسم.', 'تُصدر الشهادة تلقائيًا عند اكتمال الشرطين.']],
    ]),
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
    terms_conditions: policy(
      'By using Dars Academy you agree to these terms. Please read them carefully before creating your account.',
      [
        [
          'Your account',
          'Your account is personal and may not be shared.',
          [
            'Give accurate details when you register.',
            'Keep your password secret.',
            'Tell us at once about any use you did not authorise.',
          ],
        ],
        ['Using the content', 'You may watch the courses you have subscribed to for your own learning only.'],
        [
          'Changes to these terms',
          'We may update these terms from time to time and will tell you about any material change by email.',
        ],
      ],
    ),
    privacy_policy: policy('We respect your privacy and collect only the data needed to provide the service.', [
      [
        'What we collect',
        [
          'Your name, email address and phone number.',
          'The courses you subscribe to and your progress in them.',
          'Payment details, which the payment gateway handles, not us.',
        ],
      ],
      [
        'How we use it',
        'To run your account, issue your certificates and improve the platform. We never sell your data to third parties.',
      ],
      [
        'Your rights',
        'You can ask for a copy of your data or for your account to be deleted by writing to technical support.',
      ],
    ]),
    intellectual_property: policy('All course content belongs to its owners and to Dars Academy.', [
      [
        'What is not allowed',
        [
          'Copying, downloading or republishing the videos.',
          'Sharing course files outside the platform.',
          'Using the content for commercial purposes.',
        ],
      ],
      [
        'Reports',
        'If you see content that infringes your rights, write to us and we will review the report within five working days.',
      ],
    ]),
    technical_support_policy: policy('Our technical support team is here to help with any technical problem.', [
      [
        'How to reach us',
        ['The contact form on the platform.', 'Email at support@dars.example.', 'WhatsApp during working hours.'],
      ],
      ['Response times', 'We answer enquiries within two working days, and payment problems within one.'],
    ]),
    payment_and_refund_policy: policy('Courses and plans are paid once or renewed monthly, depending on the plan.', [
      ['Ways to pay', ['Bank cards.', 'Mobile wallets.']],
      [
        'Refunds',
        'You can ask for a refund within 14 days of purchase if you have watched no more than 20% of the course.',
      ],
      ['Invoices', 'An invoice reaches your email after every successful payment.'],
    ]),
    attendance_policy: policy('Your progress in a course counts the lectures you watch and the exams you pass.', [
      ['Lectures', 'A lecture counts as complete once watched to the end.'],
      [
        'Certificate',
        [
          'Complete every lecture.',
          'Pass each section’s exam.',
          'The certificate is issued automatically once both are done.',
        ],
      ],
    ]),
    user_guides: {
      instructor_path: `${MEDIA_BASE}/guides/instructor-guide-en.pdf`,
      student_path: `${MEDIA_BASE}/guides/student-guide-en.pdf`,
    },
  },
};
