/**
 * The user-facing message catalogue, English. Every key here must exist in catalogue.ar.ts too
 * (the type check and catalogue.test.ts enforce it).
 *
 * - Keys are flat strings. The four keys the spec names are kept exactly as named; every other key is
 *   dotted by area (`errors.*`, `cart.*`, `title.*`, …).
 * - Placeholders are `{{name}}`; each key has the same placeholders in both languages.
 * - Counts: one key per CLDR plural category, `count.<base>.<zero|one|two|few|many|other>`, picked with
 *   `Intl.PluralRules`. English only ever selects `one` and `other`; its `zero`, `two`, `few` and `many`
 *   entries exist so both languages share one key set. Where Arabic writes the number out in words
 *   (zero, one, two), the English entry has no placeholder either ("No courses", "1 course", "2 courses"),
 *   so each key keeps the same placeholders in both languages; few, many and other show `{{count}}`.
 * - `notFound.*` and `chunk.*` repeat, with the same wording, the keys of the same name in en.ts.
 */
export const catalogueEn = {
  // Messages the spec names by key (section 5).
  emailPasswordRequired: 'Please enter your email and password.',
  AllRequiredFieldsMustBeFilled: 'All required fields must be filled in.',
  PasswordsDoNotMatch: 'Passwords do not match.',
  enterEmail: 'Please enter your email.',

  // Generic.
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.confirm': 'Confirm',
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.send': 'Send',
  'common.sending': 'Sending…',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.back': 'Back',
  'common.next': 'Next',
  'common.previous': 'Previous',
  'common.viewAll': 'View all',
  'common.download': 'Download',
  'common.notAvailable': 'Not available',
  'common.required': 'Required',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.success': 'Done',
  'common.error': 'Error',
  'common.warning': 'Warning',
  'common.all': 'All',

  // Top bar and mobile menu.
  'nav.home': 'Home',
  'nav.departments': 'Departments',
  'nav.about': 'About us',
  'nav.contact': 'Contact us',
  'nav.search.label': 'Search courses',
  'nav.search.placeholder': 'Search for a course…',
  'nav.search.submit': 'Search',
  'nav.language': 'Language',
  'nav.menu.open': 'Open menu',
  'nav.menu.close': 'Close menu',
  'nav.cart': 'Cart',

  // Authentication buttons and outcomes.
  'auth.login': 'Log in',
  'auth.register': 'Register',
  'auth.logout': 'Log out',
  'auth.loginSuccess': 'Login successful',
  'auth.loginRequiredTitle': 'Login required',
  'auth.goToLogin': 'Go to login',

  // Avatar menu.
  'menu.label': 'Account menu',
  'menu.profile': 'Profile',
  'menu.myCourses': 'My courses',
  'menu.favorites': 'Favourites',
  'menu.certificates': 'Certificates',

  // Notifications panel.
  'notifications.title': 'Notifications',
  'notifications.open': 'Open notifications',
  'notifications.unread': 'Unread',
  'notifications.markRead': 'Mark as read',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.delete': 'Delete',
  'notifications.deleteLabel': 'Delete notification',
  /** Accessible name of the badge when it shows "10+" (spec 9: above 10 unread). */
  'notifications.badgeOverflow': 'More than {{count}} unread notifications',

  // Footer.
  'footer.quickLinks': 'Quick links',
  'footer.courses': 'Courses',
  'footer.about': 'About us',
  'footer.contact': 'Contact us',
  'footer.departments': 'Departments',
  'footer.plans': 'Plans',
  'footer.login': 'Log in',
  'footer.register': 'Register',
  'footer.faq': 'FAQ',
  'footer.policies': 'Policies',
  'footer.userGuides': 'User guides',
  'footer.contactInfo': 'Get in touch',
  'footer.address': 'Address',
  'footer.phone': 'Phone',
  'footer.email': 'Email',
  'footer.followUs': 'Follow us',
  'footer.allRightsReserved': 'All rights reserved',
  'footer.copyright': '© {{year}} {{name}}. All rights reserved.',

  // Social network names (accessible names of the footer icons).
  'social.facebook': 'Facebook',
  'social.twitter': 'X (Twitter)',
  'social.instagram': 'Instagram',
  'social.snapchat': 'Snapchat',
  'social.youtube': 'YouTube',
  'social.whatsapp': 'WhatsApp',

  // Policy pages.
  'policy.terms': 'Terms and conditions',
  'policy.privacy': 'Privacy policy',
  'policy.intellectualProperty': 'Intellectual property',
  'policy.technicalSupport': 'Technical support policy',
  'policy.paymentRefund': 'Payment and refund policy',
  'policy.attendance': 'Attendance policy',
  'policy.loadFailed': 'Failed to load the terms.',
  'policy.fetchError': 'An error occurred while fetching data.',

  // User guides.
  'guides.instructor': 'Instructor guide',
  'guides.student': 'Student guide',
  'guides.notFound': 'No user guides are available yet.',

  // Page titles, one per route (login and register are shown after the product name).
  'title.home': 'Home',
  'title.login': 'Login',
  'title.register': 'Register',
  'title.logout': 'Log out',
  'title.forgotPassword': 'Forgot password',
  'title.confirmCode': 'Verify code',
  'title.resetPassword': 'Reset password',
  'title.profile': 'Profile',
  'title.courses': 'Courses',
  'title.freeCourses': 'Free courses',
  'title.instructors': 'Instructors',
  'title.departments': 'Departments',
  'title.myCourses': 'My courses',
  'title.favorites': 'Favourites',
  'title.certificates': 'My certificates',
  'title.faq': 'Frequently asked questions',
  'title.about': 'About us',
  'title.contact': 'Contact us',
  'title.complaint': 'Complaints and suggestions',
  'title.terms': 'Terms and conditions',
  'title.privacy': 'Privacy policy',
  'title.intellectualProperty': 'Intellectual property',
  'title.technicalSupport': 'Technical support policy',
  'title.paymentRefund': 'Payment and refund policy',
  'title.attendance': 'Attendance policy',
  'title.userGuides': 'User guides',
  'title.cart': 'Cart',
  'title.course': 'Course details',
  'title.exam': 'Exam',
  'title.search': 'Search results',
  'title.plans': 'Plans',
  'title.paymentSuccess': 'Payment successful',
  'title.paymentWarning': 'Payment not completed',
  'title.certificateDesign': 'Sample certificate',
  'title.notFound': 'Page not found',

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

  // Carousels (banner, free courses, instructors, my-courses strip).
  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'carousel.goTo': 'Go to slide {{number}}',

  // Course card and course page.
  'course.overview': 'Overview',
  'course.content': 'Content',
  'course.reviews': 'Reviews',
  'course.lectures': 'Lectures',
  'course.certificate': 'Certificate',
  'course.subscribe': 'Subscribe',
  'course.subscribed': 'You are subscribed to this course',
  'course.addToCart': 'Add to cart',
  'course.free': 'Free',
  'course.price': 'Price',
  'course.originalPrice': 'Price before discount',
  'course.students': 'Students',
  'course.lessons': 'Lessons',
  'course.hours': 'Hours',
  'course.duration': 'Duration',
  'course.language': 'Language',
  'course.createdOn': 'Created on {{date}}',
  'course.progress': 'Progress',
  'course.progressValue': '{{percent}}% complete',
  'course.instructor': 'Instructor',
  'course.aboutInstructor': 'About the instructor',
  'course.category': 'Category',
  'course.rating': 'Rating',
  'course.ratingValue': 'Rated {{rating}} out of 5',
  'course.introVideo': 'Course introduction video',
  'course.sections': 'Sections',
  'course.video': 'Video',
  'course.pdf': 'PDF file',
  'course.exam': 'Exam',
  'course.locked': 'Locked',
  'course.lockedHint': 'Subscribe to unlock this lesson',
  'course.watched': 'Watched',
  'course.downloadCertificate': 'Download certificate',
  'course.certificatePending': 'Complete the course to receive your certificate.',

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

  // Pagination.
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.pageOf': 'Page {{page}} of {{total}}',
  'pagination.goTo': 'Go to page {{page}}',

  // Form fields shared by the account, contact and complaint screens.
  'form.name': 'Full name',
  'form.email': 'Email',
  'form.password': 'Password',
  'form.confirmPassword': 'Confirm password',
  'form.phone': 'Phone number',
  'form.countryCode': 'Country code',
  'form.message': 'Message',
  'form.address': 'Address',

  // Login.
  'login.welcome': 'Welcome back! Log in to continue learning.',
  'login.noAccount': 'Don’t have an account?',
  'login.createAccount': 'Create an account',
  'login.rememberMe': 'Remember me',
  'login.forgotPassword': 'Forgot your password?',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',

  // Register.
  'register.heading': 'Create a new account',
  'register.haveAccount': 'Already have an account?',
  'register.loginLink': 'Log in',
  /** {{terms}} and {{privacy}} are the links, labelled with policy.terms and policy.privacy. */
  'register.terms': 'By creating an account, you agree to the {{terms}} and the {{privacy}}.',
  'register.submit': 'Create account',
  'register.submitting': 'Creating your account…',
  'register.success': 'Your account has been created. We sent a verification code to your email.',
  'register.failed': 'Registration failed. Please check your details and try again.',

  // Forgot password.
  'forgot.heading': 'Forgot your password?',
  'forgot.lead': 'Enter your email and we’ll send you a verification code.',
  'forgot.submit': 'Send code',
  'forgot.codeSent': 'The code has been sent to your email successfully.',
  'forgot.codeFailed': 'Something went wrong while sending the code.',
  'forgot.backToLogin': 'Back to login',

  // Verification code.
  'verify.heading': 'Enter the verification code',
  'verify.lead': 'Enter the 6-digit code we sent to your email.',
  'verify.digit': 'Digit {{index}} of {{total}}',
  'verify.submit': 'Verify',
  'verify.noCode': 'Didn’t receive the code?',
  'verify.resend': 'Resend code',
  'verify.success': 'The code was verified successfully.',
  'verify.unexpected': 'An unexpected error occurred. Please try again.',

  // Reset password.
  'reset.heading': 'Set a new password',
  'reset.lead': 'Enter your email and choose a new password.',
  'reset.submit': 'Reset password',
  'reset.success': 'Your password has been reset. You can now log in.',

  // Errors shared across screens.
  'errors.loginTitle': 'Login failed',
  'errors.invalidCredentials': 'The email or password is incorrect.',
  'errors.serverError': 'A server error occurred. Please try again later.',
  'errors.connectionFailed': 'Failed to connect to the server. Please try again later.',
  'errors.somethingWentWrong': 'Something went wrong. Please try again.',
  'errors.fetchFailed': 'Failed to fetch data.',
  'lists.fetchFailed': 'Error while fetching courses. Please try again later.',

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

  // Subscribing to a course.
  'subscribe.successTitle': 'Subscribed',
  'subscribe.success': 'You have subscribed to the course successfully.',
  'subscribe.errorTitle': 'An error occurred',
  'subscribe.failed': 'Could not subscribe to the course. Please try again.',
  'subscribe.failedDuring': 'An error occurred during subscription.',
  'subscribe.loginRequired': 'Please log in to subscribe to this course.',

  // Favourites.
  'favorite.add': 'Add to favourites',
  'favorite.remove': 'Remove from favourites',
  'favorite.added': 'Added to favourites.',
  'favorite.removed': 'Removed from favourites.',
  'favorite.failed': 'Could not change the favourite status. Please try again.',

  // Checkout.
  'checkout.loginFirst': 'Please log in first.',
  'checkout.chooseItem': 'Please choose the invoice type and a suitable item.',
  'checkout.failedDuring': 'An error occurred during subscription.',
  'checkout.failed': 'Failed to subscribe. Please try again later.',
  'checkout.failedShort': 'Subscription failed. Try again later.',

  // Cart.
  'cart.loadFailed': 'Failed to load the cart.',
  'cart.removeFailed': 'Failed to remove the course from the cart.',
  'cart.couponApplyFailed': 'Failed to apply the coupon.',
  'cart.couponRemoveFailed': 'Failed to remove the coupon.',
  'cart.empty': 'The cart is completely empty.',
  'cart.summary': 'Order summary',
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Discount',
  'cart.tax': 'Tax ({{percent}}%)',
  'cart.total': 'Total',
  'cart.coupon': 'Coupon code',
  'cart.couponPlaceholder': 'Enter the coupon code',
  'cart.couponApplied': 'Coupon {{code}} applied',
  'cart.apply': 'Apply',
  'cart.remove': 'Remove',
  'cart.removeCourse': 'Remove “{{title}}” from the cart',
  'cart.removeCoupon': 'Remove coupon',
  'cart.payNow': 'Pay now',

  // Review dialog.
  'review.open': 'Rate this course',
  'review.title': 'Rate the course',
  'review.step': 'Step {{step}} of {{total}}',
  'review.courseRating': 'How would you rate this course?',
  'review.instructorRating': 'How would you rate the instructor?',
  'review.star': 'Rate {{rating}} out of 5',
  'review.ratingRequired': 'Please choose a rating to continue.',
  'review.comment': 'Your comment',
  'review.commentPlaceholder': 'Share your experience with this course',
  'review.submit': 'Send review',
  'review.thanksTitle': 'Thank you!',
  'review.thanks': 'Thanks for your review. Your feedback helps other learners.',
  'review.sendFailed': 'An error occurred while sending the review.',

  // Exams.
  'exam.unit': 'Unit exam',
  'exam.finish': 'Finish exam',
  'exam.duration': 'Exam duration',
  'exam.question': 'Question {{number}} of {{total}}',
  'exam.submit': 'Submit answers',
  'exam.submitting': 'Sending answers…',
  'exam.answerAll': 'Please answer all questions.',
  'exam.success': 'Your answers have been submitted.',
  'exam.sendFailed': 'An error occurred while sending the answers.',

  // Complaints and suggestions.
  'complaint.lead': 'Tell us about a problem or share an idea that would help us improve.',
  'complaint.body': 'Complaint or suggestion',
  'complaint.submit': 'Send',
  'complaint.sending': 'Sending…',
  'complaint.success': 'Sent successfully.',
  'complaint.errorTitle': 'An error occurred',
  'complaint.sendFailed': 'An error occurred while sending.',
  'complaint.connectionTitle': 'Connection error',
  'complaint.connectionFailed': 'An error occurred while contacting the server.',

  // Contact form.
  'contact.heading': 'Get in touch',
  'contact.lead': 'Have a question? Send us a message and we’ll get back to you.',
  'contact.details': 'Contact details',
  'contact.submit': 'Send message',
  'contact.success': 'Your message has been sent. Thank you for contacting us.',
  'contact.failed': 'Failed to connect to the server.',

  // FAQ.
  'faq.contactPrompt': 'Didn’t find your answer?',
  'faq.contactLink': 'Contact us',

  // Search.
  'search.resultsFor': 'Results for “{{term}}”',

  // Certificates list.
  'certificates.course': 'Course',
  'certificates.issueDate': 'Issue date',
  'certificates.download': 'Download certificate',

  // Payment outcome pages.
  'payment.successTitle': 'Payment successful',
  'payment.successBody': 'Your payment went through. You can start learning right away.',
  'payment.warningTitle': 'Payment not completed',
  'payment.warningBody': 'Your payment was not completed. Please try again.',
  'payment.goToMyCourses': 'Go to my courses',
  'payment.backToCart': 'Back to cart',

  // Sample certificate (/certificate-design).
  'certificateSample.title': 'Certificate of completion',
  'certificateSample.presentedTo': 'This certificate is awarded to',
  'certificateSample.studentName': 'Student name',
  'certificateSample.completion': 'for successfully completing the course',
  'certificateSample.courseName': 'Course title',
  'certificateSample.date': 'Date',
  'certificateSample.signature': 'Signature',

  // Not found and lazy-chunk failure (same keys and wording as en.ts).
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to the home page',
  'chunk.failed': 'This page could not be loaded. Check your connection and try again.',
  'chunk.retry': 'Try again',

  // Empty states.
  'empty.courseNotFound': 'The course was not found.',
  'empty.courses': 'No courses to show.',
  'empty.instructors': 'No instructors to show.',
  'empty.notifications': 'You have no notifications.',
  'empty.plans': 'No plans are available.',
  'empty.categories': 'No categories to show.',
  'empty.ratings': 'No ratings yet.',
  'empty.reviews': 'No one has reviewed this course yet.',
  'empty.cart': 'Your cart is empty.',
  'empty.noResults': 'No results found.',
  'empty.noData': 'No data available.',
  'empty.myCourses': 'You haven’t subscribed to any courses yet.',
  'empty.favorites': 'You have no favourite courses yet.',
  'empty.certificates': 'You have no certificates yet.',
  'empty.faq': 'No questions yet.',

  // Counts (CLDR plural categories; English uses only one and other).
  'count.courses.zero': 'No courses',
  'count.courses.one': '1 course',
  'count.courses.two': '2 courses',
  'count.courses.few': '{{count}} courses',
  'count.courses.many': '{{count}} courses',
  'count.courses.other': '{{count}} courses',

  'count.students.zero': 'No students',
  'count.students.one': '1 student',
  'count.students.two': '2 students',
  'count.students.few': '{{count}} students',
  'count.students.many': '{{count}} students',
  'count.students.other': '{{count}} students',

  'count.lessons.zero': 'No lessons',
  'count.lessons.one': '1 lesson',
  'count.lessons.two': '2 lessons',
  'count.lessons.few': '{{count}} lessons',
  'count.lessons.many': '{{count}} lessons',
  'count.lessons.other': '{{count}} lessons',

  'count.reviews.zero': 'No reviews',
  'count.reviews.one': '1 review',
  'count.reviews.two': '2 reviews',
  'count.reviews.few': '{{count}} reviews',
  'count.reviews.many': '{{count}} reviews',
  'count.reviews.other': '{{count}} reviews',

  'count.unreadNotifications.zero': 'No unread notifications',
  'count.unreadNotifications.one': '1 unread notification',
  'count.unreadNotifications.two': '2 unread notifications',
  'count.unreadNotifications.few': '{{count}} unread notifications',
  'count.unreadNotifications.many': '{{count}} unread notifications',
  'count.unreadNotifications.other': '{{count}} unread notifications',

  'count.remainingCourses.zero': 'No courses remaining',
  'count.remainingCourses.one': '1 course remaining',
  'count.remainingCourses.two': '2 courses remaining',
  'count.remainingCourses.few': '{{count}} courses remaining',
  'count.remainingCourses.many': '{{count}} courses remaining',
  'count.remainingCourses.other': '{{count}} courses remaining',

  /** Rating filter options and star labels (1 to 5). */
  'count.stars.zero': 'No stars',
  'count.stars.one': '1 star',
  'count.stars.two': '2 stars',
  'count.stars.few': '{{count}} stars',
  'count.stars.many': '{{count}} stars',
  'count.stars.other': '{{count}} stars',

  /** Plan duration (duration_per_month). */
  'count.months.zero': '{{count}} months',
  'count.months.one': '1 month',
  'count.months.two': '2 months',
  'count.months.few': '{{count}} months',
  'count.months.many': '{{count}} months',
  'count.months.other': '{{count}} months',
} as const;

export type CatalogueKey = keyof typeof catalogueEn;
