/**
 * Messages of the info domain. App information: policy pages, user guides, the contact page.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Policy pages.
  'policy.terms': 'Terms and conditions',
  'policy.privacy': 'Privacy policy',
  'policy.intellectualProperty': 'Intellectual property',
  'policy.technicalSupport': 'Technical support policy',
  'policy.paymentRefund': 'Payment and refund policy',
  'policy.attendance': 'Attendance policy',
  'policy.loadFailed': 'Failed to load the terms.',
  'policy.fetchError': 'An error occurred while fetching data.',
  'policy.empty': 'This text has not been published yet.',
  'policy.loading': 'Loading the text…',

  // User guides.
  'guides.instructor': 'Instructor guide',
  'guides.student': 'Student guide',
  'guides.notFound': 'No user guides are available yet.',
  'guides.lead': 'Step-by-step guides to using the platform, as PDF files.',
  'guides.instructorText': 'Publishing courses, sections, lessons and exams.',
  'guides.studentText': 'Finding courses, subscribing, learning and earning certificates.',
  'guides.open': 'Open the guide',
  'guides.newTab': '(opens in a new tab)',
  'guides.loadFailed': 'Failed to load the user guides.',

  // Contact form.
  'contact.heading': 'Get in touch',
  'contact.lead': 'Have a question? Send us a message and we’ll get back to you.',
  'contact.details': 'Contact details',
  'contact.submit': 'Send message',
  'contact.success': 'Your message has been sent. Thank you for contacting us.',
  'contact.failed': 'Failed to connect to the server.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Policy pages.
  'policy.terms': 'الشروط والأحكام',
  'policy.privacy': 'سياسة الخصوصية',
  'policy.intellectualProperty': 'الملكية الفكرية',
  'policy.technicalSupport': 'سياسة الدعم الفني',
  'policy.paymentRefund': 'سياسة الدفع والاسترداد',
  'policy.attendance': 'سياسة الحضور',
  'policy.loadFailed': 'تعذّر تحميل الشروط.',
  'policy.fetchError': 'حدث خطأ أثناء جلب البيانات.',
  'policy.empty': 'لم يُنشر هذا النص بعد.',
  'policy.loading': 'جارٍ تحميل النص…',

  // User guides.
  'guides.instructor': 'دليل المدرّب',
  'guides.student': 'دليل الطالب',
  'guides.notFound': 'لا تتوفر أدلة استخدام حاليًا.',
  'guides.lead': 'أدلة خطوة بخطوة لاستخدام المنصة، بصيغة PDF.',
  'guides.instructorText': 'نشر الدورات والأقسام والدروس والاختبارات.',
  'guides.studentText': 'البحث عن الدورات والاشتراك والتعلّم والحصول على الشهادات.',
  'guides.open': 'افتح الدليل',
  'guides.newTab': '(يفتح في علامة تبويب جديدة)',
  'guides.loadFailed': 'تعذّر تحميل أدلة الاستخدام.',

  // Contact form.
  'contact.heading': 'تواصل معنا',
  'contact.lead': 'لديك سؤال؟ أرسل إلينا رسالة وسنردّ عليك.',
  'contact.details': 'بيانات التواصل',
  'contact.submit': 'إرسال الرسالة',
  'contact.success': 'تم إرسال رسالتك. شكرًا لتواصلك معنا.',
  'contact.failed': 'تعذّر الاتصال بالخادم.',
};
