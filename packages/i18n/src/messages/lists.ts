/**
 * Messages of the lists domain: the paged lists: departments, instructors, search results, my courses, favourites, certificates.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Departments.
  'departments.lead': 'Pick a field to see its courses.',
  'departments.grid': 'Departments',
  'departments.failed': 'Error while fetching the departments. Please try again later.',

  // Instructors.
  'instructors.lead': 'Meet the experts who teach our courses.',
  'instructors.grid': 'Instructors',
  'instructors.failed': 'Error while fetching the instructors. Please try again later.',

  // Search results.
  'searchPage.grid': 'Search results',
  'searchPage.promptTitle': 'What would you like to learn?',
  'searchPage.prompt': 'Type a course name in the search box at the top of the page, then press Enter.',
  'searchPage.noResultsHint': 'Check the spelling or try a shorter word.',

  // My courses and courses in progress.
  'myCourses.lead': 'Pick up where you left off.',
  'myCourses.grid': 'My courses',
  'myCourses.inProgressLead': 'The courses you have started and not finished yet.',
  'myCourses.noneInProgress': 'You have no courses in progress.',
  'myCourses.failed': 'Error while fetching your courses. Please try again later.',

  // Favourites.
  'favorites.lead': 'The courses you saved for later.',
  'favorites.grid': 'Favourite courses',
  'favorites.failed': 'Error while fetching your favourites. Please try again later.',

  // Certificates.
  'certificates.lead': 'The certificates of the courses you have completed.',
  'certificates.grid': 'Certificates',
  'certificates.failed': 'Error while fetching your certificates. Please try again later.',

  // Shared.
  'lists.browseCourses': 'Browse courses',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Departments.
  'departments.lead': 'اختر مجالًا لتتصفح دوراته.',
  'departments.grid': 'الأقسام',
  'departments.failed': 'حدث خطأ أثناء جلب الأقسام، يرجى المحاولة لاحقًا.',

  // Instructors.
  'instructors.lead': 'تعرّف على الخبراء الذين يقدّمون دوراتنا.',
  'instructors.grid': 'المدرّبون',
  'instructors.failed': 'حدث خطأ أثناء جلب المدرّبين، يرجى المحاولة لاحقًا.',

  // Search results.
  'searchPage.grid': 'نتائج البحث',
  'searchPage.promptTitle': 'ماذا تريد أن تتعلم؟',
  'searchPage.prompt': 'اكتب اسم الدورة في مربع البحث أعلى الصفحة ثم اضغط Enter.',
  'searchPage.noResultsHint': 'تحقّق من الكتابة أو جرّب كلمة أقصر.',

  // My courses and courses in progress.
  'myCourses.lead': 'تابع من حيث توقفت.',
  'myCourses.grid': 'دوراتي',
  'myCourses.inProgressLead': 'الدورات التي بدأتها ولم تُكملها بعد.',
  'myCourses.noneInProgress': 'لا توجد لديك دورات قيد التعلّم.',
  'myCourses.failed': 'حدث خطأ أثناء جلب دوراتك، يرجى المحاولة لاحقًا.',

  // Favourites.
  'favorites.lead': 'الدورات التي حفظتها لوقت لاحق.',
  'favorites.grid': 'الدورات المفضلة',
  'favorites.failed': 'حدث خطأ أثناء جلب المفضلة، يرجى المحاولة لاحقًا.',

  // Certificates.
  'certificates.lead': 'شهادات الدورات التي أكملتها.',
  'certificates.grid': 'الشهادات',
  'certificates.failed': 'حدث خطأ أثناء جلب شهاداتك، يرجى المحاولة لاحقًا.',

  // Shared.
  'lists.browseCourses': 'تصفّح الدورات',
};
