/**
 * Messages of the homePage domain: the home page sections: banner carousel, about block, my-courses strip, course chips, free courses, instructors, plans, FAQ preview.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Banner carousel.
  'homePage.bannerPrevious': 'Previous banner',
  'homePage.bannerNext': 'Next banner',
  'homePage.bannerDots': 'Choose a banner',
  'homePage.bannerDot': 'Banner {{index}} of {{total}}',
  'homePage.bannerSlide': 'banner',
  'homePage.bannerPause': 'Pause the banners',
  'homePage.bannerPlay': 'Play the banners',
  // About block.
  'homePage.aboutImage': 'About {{name}}',
  // Plans.
  'homePage.planDuration': 'Duration',
  'homePage.planCourses': 'Courses',
  'homePage.planCoursesCount': 'Up to {{count}}',
  'homePage.planChoose': 'Choose this plan',
  // FAQ preview.
  'homePage.faqAll': 'See all questions',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'homePage.bannerPrevious': 'البانر السابق',
  'homePage.bannerNext': 'البانر التالي',
  'homePage.bannerDots': 'اختر بانرًا',
  'homePage.bannerDot': 'البانر {{index}} من {{total}}',
  'homePage.bannerSlide': 'بانر',
  'homePage.bannerPause': 'إيقاف البانرات مؤقتًا',
  'homePage.bannerPlay': 'تشغيل البانرات',
  'homePage.aboutImage': 'عن {{name}}',
  'homePage.planDuration': 'المدة',
  'homePage.planCourses': 'الدورات',
  'homePage.planCoursesCount': 'حتى {{count}}',
  'homePage.planChoose': 'اختر هذه الباقة',
  'homePage.faqAll': 'عرض جميع الأسئلة',
};
