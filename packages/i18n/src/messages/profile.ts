/**
 * Messages of the profile domain. The profile: account tab, change password, plans and the current subscription, certificates.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Profile.
  'profile.tabsLabel': 'Profile sections',
  'profile.tabs.account': 'Account data',
  'profile.tabs.password': 'Change password',
  'profile.tabs.plan': 'Plan',
  'profile.image': 'Profile picture',
  'profile.changeImage': 'Change picture',
  'profile.imageHint': 'Choose an image file.',
  'profile.emailReadOnly': 'Your email cannot be changed.',
  'profile.save': 'Save changes',
  'profile.updated': 'Your details have been updated successfully.',
  'profile.fetchError': 'Error fetching data.',
  'profile.updateError': 'An error occurred during the update.',

  // Change password.
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.submit': 'Change password',
  'password.changed': 'Password changed successfully.',

  // Plans and subscription status.
  'plan.current': 'Current plan',
  'plan.status': 'Status',
  'plan.subscriptionDate': 'Subscription date',
  'plan.endDate': 'End date',
  'plan.remainingCourses': 'Remaining courses',
  'plan.coursesUsed': 'Courses used: {{used}} of {{limit}}',
  'plan.coursesLimit': 'Courses included',
  'plan.duration': 'Duration',
  'plan.renewalPrice': 'Renewal price',
  'plan.renew': 'Renew plan',
  'plan.subscribe': 'Subscribe to this plan',
  'plan.otherPlans': 'Other plans',
  'plan.discount': '{{percent}}% off',
  'plan.noActiveSubscription': 'No active subscription',
  'plan.pleaseLogIn': 'Please log in first.',

  // Certificates list.
  'certificates.course': 'Course',
  'certificates.issueDate': 'Issue date',
  'certificates.download': 'Download certificate',

  // Sample certificate (/certificate-design).
  'certificateSample.title': 'Certificate of completion',
  'certificateSample.presentedTo': 'This certificate is awarded to',
  'certificateSample.studentName': 'Student name',
  'certificateSample.completion': 'for successfully completing the course',
  'certificateSample.courseName': 'Course title',
  'certificateSample.date': 'Date',
  'certificateSample.signature': 'Signature',

  // Empty states.
  'empty.myCourses': 'You haven’t subscribed to any courses yet.',
  'empty.favorites': 'You have no favourite courses yet.',
  'empty.certificates': 'You have no certificates yet.',

  // Counts (CLDR plural categories; English uses only one and other).
  'count.remainingCourses.zero': 'No courses remaining',
  'count.remainingCourses.one': '1 course remaining',
  'count.remainingCourses.two': '2 courses remaining',
  'count.remainingCourses.few': '{{count}} courses remaining',
  'count.remainingCourses.many': '{{count}} courses remaining',
  'count.remainingCourses.other': '{{count}} courses remaining',
  /** Plan duration (duration_per_month). */
  'count.months.zero': '{{count}} months',
  'count.months.one': '1 month',
  'count.months.two': '2 months',
  'count.months.few': '{{count}} months',
  'count.months.many': '{{count}} months',
  'count.months.other': '{{count}} months',

  'profile.imageType': 'Please choose an image file.',
  'profile.imageSize': 'The image may not be larger than 2 MB.',
  'profile.noImage': 'No picture yet',
  'plan.renewFor': 'Renew for {{price}}',
  'plan.perMonths': '{{price}} for {{months}}',
  // The picture: what is accepted, told up front, and why a choice is refused (checked by its content).
  'profile.imageRules': 'PNG, JPEG, GIF or WebP, up to 2 MB.',
  'profile.imageNotImage': 'This file is not a picture. Choose a PNG, JPEG, GIF or WebP image.',
  'profile.imageNotSaved':
    'Nothing was saved: the chosen picture cannot be used. Choose another one or cancel the picture change.',
  'profile.cancelImage': 'Cancel picture change',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Profile.
  'profile.tabsLabel': 'أقسام الملف الشخصي',
  'profile.tabs.account': 'بيانات الحساب',
  'profile.tabs.password': 'تغيير كلمة المرور',
  'profile.tabs.plan': 'الباقة',
  'profile.image': 'الصورة الشخصية',
  'profile.changeImage': 'تغيير الصورة',
  'profile.imageHint': 'اختر ملف صورة.',
  'profile.emailReadOnly': 'لا يمكن تغيير البريد الإلكتروني.',
  'profile.save': 'حفظ التغييرات',
  'profile.updated': 'تم تحديث بياناتك بنجاح.',
  'profile.fetchError': 'حدث خطأ أثناء جلب البيانات.',
  'profile.updateError': 'حدث خطأ أثناء التحديث.',

  // Change password.
  'password.current': 'كلمة المرور الحالية',
  'password.new': 'كلمة المرور الجديدة',
  'password.confirm': 'تأكيد كلمة المرور الجديدة',
  'password.submit': 'تغيير كلمة المرور',
  'password.changed': 'تم تغيير كلمة المرور بنجاح.',

  // Plans and subscription status.
  'plan.current': 'باقتك الحالية',
  'plan.status': 'الحالة',
  'plan.subscriptionDate': 'تاريخ الاشتراك',
  'plan.endDate': 'تاريخ الانتهاء',
  'plan.remainingCourses': 'الدورات المتبقية',
  'plan.coursesUsed': 'الدورات المستخدمة: {{used}} من {{limit}}',
  'plan.coursesLimit': 'عدد الدورات',
  'plan.duration': 'المدة',
  'plan.renewalPrice': 'سعر التجديد',
  'plan.renew': 'تجديد الباقة',
  'plan.subscribe': 'اشترك في الباقة',
  'plan.otherPlans': 'باقات أخرى',
  'plan.discount': 'خصم {{percent}}٪',
  'plan.noActiveSubscription': 'لا يوجد اشتراك فعّال',
  'plan.pleaseLogIn': 'يرجى تسجيل الدخول أولًا.',

  // Certificates list.
  'certificates.course': 'الدورة',
  'certificates.issueDate': 'تاريخ الإصدار',
  'certificates.download': 'تحميل الشهادة',

  // Sample certificate (/certificate-design).
  'certificateSample.title': 'شهادة إتمام',
  'certificateSample.presentedTo': 'تُمنح هذه الشهادة إلى',
  'certificateSample.studentName': 'اسم الطالب',
  'certificateSample.completion': 'لإتمامه بنجاح دورة',
  'certificateSample.courseName': 'اسم الدورة',
  'certificateSample.date': 'التاريخ',
  'certificateSample.signature': 'التوقيع',

  // Empty states.
  'empty.myCourses': 'لم تشترك في أي دورة بعد.',
  'empty.favorites': 'لا توجد دورات في المفضلة بعد.',
  'empty.certificates': 'لا توجد لديك شهادات بعد.',

  // Counts (all six CLDR plural categories).
  'count.remainingCourses.zero': 'لا توجد دورات متبقية',
  'count.remainingCourses.one': 'دورة واحدة متبقية',
  'count.remainingCourses.two': 'دورتان متبقيتان',
  'count.remainingCourses.few': '{{count}} دورات متبقية',
  'count.remainingCourses.many': '{{count}} دورة متبقية',
  'count.remainingCourses.other': '{{count}} دورة متبقية',
  'count.months.zero': '{{count}} شهر',
  'count.months.one': 'شهر واحد',
  'count.months.two': 'شهران',
  'count.months.few': '{{count}} أشهر',
  'count.months.many': '{{count}} شهرًا',
  'count.months.other': '{{count}} شهر',

  'profile.imageType': 'يرجى اختيار ملف صورة.',
  'profile.imageSize': 'يجب ألا يتجاوز حجم الصورة ٢ ميجابايت.',
  'profile.noImage': 'لا توجد صورة بعد',
  'plan.renewFor': 'جدّد مقابل {{price}}',
  'plan.perMonths': '{{price}} لمدة {{months}}',
  'profile.imageRules': 'بصيغة PNG أو JPEG أو GIF أو WebP، وبحجم لا يتجاوز ٢ ميجابايت.',
  'profile.imageNotImage': 'هذا الملف ليس صورة. اختر صورة بصيغة PNG أو JPEG أو GIF أو WebP.',
  'profile.imageNotSaved': 'لم يُحفظ شيء: لا يمكن استخدام الصورة المختارة. اختر صورة أخرى أو ألغِ تغيير الصورة.',
  'profile.cancelImage': 'إلغاء تغيير الصورة',
};
