/**
 * Messages of the catalogue domain. The catalogue: home sections, course listing filters, search, FAQ, complaints and suggestions, course counts.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Home page sections.
  'home.bannerLabel': 'Highlights',
  'home.aboutEyebrow': 'About us',
  'home.myCourses': 'My courses',
  'home.coursesTitle': 'Courses that match all your interests',
  'home.allCategories': 'All',
  'home.categoryFilter': 'Filter courses by category',
  'home.scrollCategoriesBack': 'Show previous categories',
  'home.scrollCategoriesForward': 'Show more categories',
  'home.freeCourses': 'Free courses',
  'home.instructors': 'Our instructors',
  'home.plans': 'Subscription plans',
  'home.faq': 'Frequently asked questions',

  // Course listing filters.
  'filters.title': 'Filter courses',
  'filters.category': 'Category',
  'filters.status': 'Status',
  'filters.rating': 'Rating',
  'filters.price': 'Price',
  'filters.free': 'Free',
  'filters.paid': 'Paid',
  'filters.showMore': 'Show more',
  'filters.showLess': 'Show less',
  'filters.clear': 'Clear filters',

  // Complaints and suggestions.
  'complaint.lead': 'Tell us about a problem or share an idea that would help us improve.',
  'complaint.body': 'Complaint or suggestion',
  'complaint.submit': 'Send',
  'complaint.sending': 'Sending…',
  'complaint.success': 'Sent successfully.',
  'complaint.errorTitle': 'An error occurred',
  'complaint.connectionTitle': 'Connection error',
  'complaint.connectionFailed': 'An error occurred while contacting the server.',

  // FAQ.
  'faq.contactPrompt': 'Didn’t find your answer?',
  'faq.contactLink': 'Contact us',

  // Search.
  'search.resultsFor': 'Results for “{{term}}”',

  // Empty states.
  'empty.courses': 'No courses to show.',
  'empty.instructors': 'No instructors to show.',
  'empty.plans': 'No plans are available.',
  'plans.lead': 'One subscription, many courses: pick the plan that suits you.',
  'plans.choose': 'The plans',
  'empty.categories': 'No categories to show.',
  'empty.faq': 'No questions yet.',

  // Counts (CLDR plural categories; English uses only one and other).
  'count.courses.zero': 'No courses',
  'count.courses.one': '1 course',
  'count.courses.two': '2 courses',
  'count.courses.few': '{{count}} courses',
  'count.courses.many': '{{count}} courses',
  'count.courses.other': '{{count}} courses',
  /** Rating filter options and star labels (1 to 5). */
  'count.stars.zero': 'No stars',
  'count.stars.one': '1 star',
  'count.stars.two': '2 stars',
  'count.stars.few': '{{count}} stars',
  'count.stars.many': '{{count}} stars',
  'count.stars.other': '{{count}} stars',

  'home.title': 'Home',
  'home.welcome': 'Welcome to {{name}}',
  'home.lead': 'Learn from recorded courses by expert instructors, in Arabic and English.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Home page sections.
  'home.bannerLabel': 'أبرز ما لدينا',
  'home.aboutEyebrow': 'من نحن',
  'home.myCourses': 'دوراتي',
  'home.coursesTitle': 'دورات تناسب جميع اهتماماتك',
  'home.allCategories': 'الكل',
  'home.categoryFilter': 'تصفية الدورات حسب القسم',
  'home.scrollCategoriesBack': 'عرض الأقسام السابقة',
  'home.scrollCategoriesForward': 'عرض المزيد من الأقسام',
  'home.freeCourses': 'دورات مجانية',
  'home.instructors': 'مدرّبونا',
  'home.plans': 'باقات الاشتراك',
  'home.faq': 'الأسئلة الشائعة',

  // Course listing filters.
  'filters.title': 'تصفية الدورات',
  'filters.category': 'القسم',
  'filters.status': 'الحالة',
  'filters.rating': 'التقييم',
  'filters.price': 'السعر',
  'filters.free': 'مجانية',
  'filters.paid': 'مدفوعة',
  'filters.showMore': 'عرض المزيد',
  'filters.showLess': 'عرض أقل',
  'filters.clear': 'مسح عوامل التصفية',

  // Complaints and suggestions.
  'complaint.lead': 'أخبرنا عن مشكلة واجهتك أو شاركنا فكرة تساعدنا على التحسين.',
  'complaint.body': 'الشكوى أو الاقتراح',
  'complaint.submit': 'إرسال',
  'complaint.sending': 'جارٍ الإرسال…',
  'complaint.success': 'تم الإرسال بنجاح.',
  'complaint.errorTitle': 'حدث خطأ',
  'complaint.connectionTitle': 'خطأ في الاتصال',
  'complaint.connectionFailed': 'حدث خطأ أثناء الاتصال بالخادم.',

  // FAQ.
  'faq.contactPrompt': 'لم تجد إجابتك؟',
  'faq.contactLink': 'تواصل معنا',

  // Search.
  'search.resultsFor': 'نتائج البحث عن «{{term}}»',

  // Empty states.
  'empty.courses': 'لا توجد دورات لعرضها.',
  'empty.instructors': 'لا يوجد مدرّبون لعرضهم.',
  'empty.plans': 'لا توجد باقات متاحة.',
  'plans.lead': 'اشتراك واحد ودورات كثيرة: اختر الباقة التي تناسبك.',
  'plans.choose': 'الباقات',
  'empty.categories': 'لا توجد أقسام لعرضها.',
  'empty.faq': 'لا توجد أسئلة بعد.',

  // Counts (all six CLDR plural categories).
  'count.courses.zero': 'لا توجد دورات',
  'count.courses.one': 'دورة واحدة',
  'count.courses.two': 'دورتان',
  'count.courses.few': '{{count}} دورات',
  'count.courses.many': '{{count}} دورة',
  'count.courses.other': '{{count}} دورة',
  'count.stars.zero': 'بلا نجوم',
  'count.stars.one': 'نجمة واحدة',
  'count.stars.two': 'نجمتان',
  'count.stars.few': '{{count}} نجوم',
  'count.stars.many': '{{count}} نجمة',
  'count.stars.other': '{{count}} نجمة',

  'home.title': 'الرئيسية',
  'home.welcome': 'مرحبًا بك في {{name}}',
  'home.lead': 'تعلّم من دورات مسجّلة يقدّمها مدرّبون خبراء، بالعربية والإنجليزية.',
};
