/**
 * Messages of the course page screen (the course's own words are in course.ts): its layout, the lesson
 * stage, adding to the cart, and the six component demo routes. English and Arabic side by side: a key
 * missing in either language is a type error.
 */
export const en = {
  'coursePage.notFoundAction': 'Browse the courses',
  'coursePage.tabs': 'About this course',
  'coursePage.learning': 'Your lessons',
  'coursePage.lesson': 'Lesson: {{title}}',
  'coursePage.closeLesson': 'Close the lesson',
  'coursePage.playerLoading': 'Loading the player…',
  'coursePage.playerFailed': 'The player could not be loaded. Check your connection and try again.',
  'coursePage.resumed': 'Picking up where you stopped, at {{time}}.',
  'coursePage.captionsLabel': 'English',
  'empty.lessons': 'This course has no lessons yet.',
  'coursePage.lecturesLead': 'Every lecture of the course. The free ones can be watched now.',
  'coursePage.certificateSample': 'See a sample certificate',
  'coursePage.certificateEarned': 'You earned the certificate of this course.',
  'coursePage.cartAdded': 'The course was added to your cart.',
  'coursePage.cartFailed': 'Could not add the course to the cart. Please try again.',
  'coursePage.cartLoginRequired': 'Please log in to add this course to your cart.',

  // The component demo routes (spec section 2: their content is not shown).
  'title.demoHeader': 'Course header preview',
  'title.demoTabs': 'Course tabs preview',
  'title.demoContent': 'Course content preview',
  'title.demoCertificate': 'Certificate tab preview',
  'title.demoSubscribedContent': 'Subscribed view preview',
  'title.demoNotSubscribed': 'Course info card preview',
  'demo.lead': 'A part of the course page, shown with the first course of the catalogue.',
  'demo.openCourse': 'Open the whole course page',
  'demo.noCourse': 'There is no course to show here yet: the catalogue has none.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'coursePage.notFoundAction': 'تصفّح الدورات',
  'coursePage.tabs': 'عن هذه الدورة',
  'coursePage.learning': 'دروسك',
  'coursePage.lesson': 'الدرس: {{title}}',
  'coursePage.closeLesson': 'إغلاق الدرس',
  'coursePage.playerLoading': 'جارٍ تحميل المشغّل…',
  'coursePage.playerFailed': 'تعذّر تحميل المشغّل. تحقّق من اتصالك وحاول مرة أخرى.',
  'coursePage.resumed': 'نكمل من حيث توقفت، عند {{time}}.',
  'coursePage.captionsLabel': 'العربية',
  'empty.lessons': 'لا توجد دروس في هذه الدورة بعد.',
  'coursePage.lecturesLead': 'كل محاضرات الدورة، ويمكنك مشاهدة المجانية منها الآن.',
  'coursePage.certificateSample': 'اطّلع على نموذج الشهادة',
  'coursePage.certificateEarned': 'حصلت على شهادة هذه الدورة.',
  'coursePage.cartAdded': 'أُضيفت الدورة إلى سلة المشتريات.',
  'coursePage.cartFailed': 'تعذّرت إضافة الدورة إلى السلة، يرجى المحاولة مرة أخرى.',
  'coursePage.cartLoginRequired': 'يرجى تسجيل الدخول لإضافة هذه الدورة إلى سلتك.',

  'title.demoHeader': 'معاينة رأس صفحة الدورة',
  'title.demoTabs': 'معاينة تبويبات الدورة',
  'title.demoContent': 'معاينة محتوى الدورة',
  'title.demoCertificate': 'معاينة تبويب الشهادة',
  'title.demoSubscribedContent': 'معاينة عرض المشترك',
  'title.demoNotSubscribed': 'معاينة بطاقة معلومات الدورة',
  'demo.lead': 'جزء من صفحة الدورة، معروض بأول دورة في قائمة الدورات.',
  'demo.openCourse': 'افتح صفحة الدورة كاملة',
  'demo.noCourse': 'لا توجد دورة لعرضها هنا بعد، فقائمة الدورات فارغة.',
};
