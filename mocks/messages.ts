import type { DemoLang } from './lang.ts';

/** What the demo server says, in both languages. */
const messages = {
  unauthenticated: { ar: 'يجب تسجيل الدخول أولًا.', en: 'Unauthenticated.' },
  validation: { ar: 'البيانات المُدخلة غير صحيحة.', en: 'The given data was invalid.' },
  required: { ar: 'هذا الحقل مطلوب.', en: 'This field is required.' },
  invalidEmail: { ar: 'صيغة البريد الإلكتروني غير صحيحة.', en: 'The email must be a valid email address.' },
  emailTaken: { ar: 'البريد الإلكتروني مستخدم من قبل.', en: 'The email has already been taken.' },
  phoneTaken: { ar: 'رقم الهاتف مستخدم من قبل.', en: 'The phone has already been taken.' },
  passwordMismatch: { ar: 'كلمتا المرور غير متطابقتين.', en: 'The password confirmation does not match.' },
  passwordShort: { ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف.', en: 'The password must be at least 6 characters.' },
  wrongCredentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'These credentials do not match our records.',
  },
  notVerified: {
    ar: 'يرجى تأكيد بريدك الإلكتروني بالرمز المرسل إليك أولًا.',
    en: 'Please verify your email with the code we sent you first.',
  },
  loggedIn: { ar: 'تم تسجيل الدخول بنجاح.', en: 'Logged in successfully.' },
  registered: {
    ar: 'تم إنشاء الحساب بنجاح، أرسلنا رمز التحقق إلى بريدك الإلكتروني.',
    en: 'Account created. We sent a verification code to your email.',
  },
  codeSent: {
    ar: 'تم إرسال الرمز إلى بريدك الإلكتروني بنجاح.',
    en: 'The code has been sent to your email successfully.',
  },
  emailUnknown: { ar: 'لا يوجد حساب بهذا البريد الإلكتروني.', en: 'We could not find an account with that email.' },
  codeWrong: { ar: 'رمز التحقق غير صحيح.', en: 'The verification code is incorrect.' },
  codeVerified: { ar: 'تم التحقق من الرمز بنجاح.', en: 'The code was verified successfully.' },
  resetNotAllowed: {
    ar: 'يرجى التحقق من الرمز المرسل إلى بريدك قبل تغيير كلمة المرور.',
    en: 'Please verify the code sent to your email before resetting the password.',
  },
  passwordReset: { ar: 'تم تغيير كلمة المرور بنجاح.', en: 'Your password has been reset.' },
  profileUpdated: { ar: 'تم تحديث الملف الشخصي بنجاح.', en: 'Profile updated successfully.' },
  emailReadOnly: { ar: 'لا يمكن تغيير البريد الإلكتروني.', en: 'The email cannot be changed.' },
  imageType: { ar: 'يجب أن يكون الملف صورة.', en: 'The image must be an image file.' },
  imageSize: { ar: 'يجب ألا يتجاوز حجم الصورة 2 ميجابايت.', en: 'The image may not be greater than 2 MB.' },
  oldPasswordWrong: { ar: 'كلمة المرور الحالية غير صحيحة.', en: 'The current password is incorrect.' },
  passwordChanged: { ar: 'تم تغيير كلمة المرور بنجاح.', en: 'Password changed successfully.' },
  courseNotFound: { ar: 'الدورة غير موجودة.', en: 'The course was not found.' },
  notFound: { ar: 'العنصر المطلوب غير موجود.', en: 'The requested item was not found.' },
  subscribed: { ar: 'تم الاشتراك في الدورة بنجاح.', en: 'You have subscribed to the course successfully.' },
  subscribedWithPlan: {
    ar: 'تم الاشتراك في الدورة ضمن باقتك الحالية.',
    en: 'You have subscribed to the course with your current plan.',
  },
  alreadySubscribed: { ar: 'أنت مشترك في هذه الدورة بالفعل.', en: 'You are already subscribed to this course.' },
  paidCourse: {
    ar: 'هذه دورة مدفوعة: أضفها إلى السلة وأكمل الدفع، أو اشترك في باقة.',
    en: 'This is a paid course: add it to your cart and pay, or subscribe to a plan.',
  },
  favoriteAdded: { ar: 'تمت الإضافة إلى المفضلة.', en: 'Added to favourites.' },
  favoriteRemoved: { ar: 'تمت الإزالة من المفضلة.', en: 'Removed from favourites.' },
  reviewAdded: { ar: 'شكرًا لك، تم إرسال تقييمك.', en: 'Thank you, your review has been sent.' },
  ratingRange: { ar: 'يجب أن يكون التقييم من 1 إلى 5.', en: 'The rating must be between 1 and 5.' },
  notSubscribed: { ar: 'يجب الاشتراك في الدورة أولًا.', en: 'You must subscribe to the course first.' },
  locked: { ar: 'هذا المحتوى مقفل.', en: 'This content is locked.' },
  videoViewed: { ar: 'تم تسجيل المشاهدة.', en: 'The view was recorded.' },
  examResult: { ar: 'أجبت إجابة صحيحة عن {score} من {total} أسئلة.', en: 'You answered {score} of {total} correctly.' },
  answerAll: { ar: 'يرجى الإجابة عن جميع الأسئلة.', en: 'Please answer all questions.' },
  notificationRead: { ar: 'تم تعليم الإشعار كمقروء.', en: 'The notification was marked as read.' },
  notificationsRead: { ar: 'تم تعليم جميع الإشعارات كمقروءة.', en: 'All notifications were marked as read.' },
  notificationDeleted: { ar: 'تم حذف الإشعار.', en: 'The notification was deleted.' },
  cartAdded: { ar: 'تمت إضافة الدورة إلى السلة.', en: 'The course was added to your cart.' },
  cartRemoved: { ar: 'تمت إزالة الدورة من السلة.', en: 'The course was removed from your cart.' },
  cartFree: {
    ar: 'هذه الدورة مجانية، يمكنك الاشتراك فيها مباشرة.',
    en: 'This course is free: subscribe to it directly.',
  },
  cartEmpty: { ar: 'السلة فارغة.', en: 'Your cart is empty.' },
  couponApplied: { ar: 'تم تطبيق الكوبون بنجاح.', en: 'The coupon was applied.' },
  couponRemoved: { ar: 'تمت إزالة الكوبون.', en: 'The coupon was removed.' },
  couponInvalid: { ar: 'الكوبون غير صالح.', en: 'This coupon is not valid.' },
  couponExpired: { ar: 'انتهت صلاحية هذا الكوبون.', en: 'This coupon has expired.' },
  couponNone: { ar: 'لا يوجد كوبون مطبّق.', en: 'No coupon is applied.' },
  invoiceType: { ar: 'نوع الفاتورة غير صحيح.', en: 'The invoice type is invalid.' },
  checkoutRedirect: { ar: 'جارٍ تحويلك إلى صفحة الدفع.', en: 'Redirecting you to the payment page.' },
  planNotFound: { ar: 'الباقة غير موجودة.', en: 'The plan was not found.' },
  noPlanToRenew: { ar: 'لا توجد باقة حالية لتجديدها.', en: 'You have no current plan to renew.' },
  complaintSent: { ar: 'تم الإرسال بنجاح، شكرًا لتواصلك معنا.', en: 'Sent successfully. Thank you for contacting us.' },
  welcomeTitle: { ar: 'مرحبًا بك في أكاديمية درس', en: 'Welcome to Dars Academy' },
  welcomeBody: {
    ar: 'ابدأ رحلتك التعليمية بتصفّح الدورات المجانية.',
    en: 'Start your learning journey by browsing the free courses.',
  },
  certificateTitle: { ar: 'شهادتك جاهزة', en: 'Your certificate is ready' },
  certificateBody: {
    ar: 'أتممت دورة «{course}»، ويمكنك تنزيل شهادتك الآن.',
    en: 'You finished “{course}”. Your certificate is ready to download.',
  },
  paymentDone: { ar: 'تم الدفع بنجاح', en: 'Payment completed' },
  paymentDoneBody: { ar: 'تم تفعيل اشتراكك: {item}.', en: 'Your subscription is active: {item}.' },
} as const;

export type MessageKey = keyof typeof messages;

export function msg(key: MessageKey, lang: DemoLang, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
