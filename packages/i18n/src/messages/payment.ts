/**
 * Messages of the payment domain. Checkout and the payment outcome pages.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Checkout.
  'checkout.loginFirst': 'Please log in first.',
  'checkout.chooseItem': 'Please choose the invoice type and a suitable item.',
  'checkout.failedDuring': 'An error occurred during subscription.',
  'checkout.failed': 'Failed to subscribe. Please try again later.',
  'checkout.failedShort': 'Subscription failed. Try again later.',
  'checkout.loginTitle': 'Log in to continue',
  'checkout.doneTitle': 'Subscription',
  'checkout.blockedTitle': 'Open the payment page',
  'checkout.blocked': 'Your browser did not open the payment page in a new tab. Open it with this link:',
  'checkout.openPayment': 'Go to the payment page (opens in a new tab)',
  'checkout.paying': 'Opening the payment page…',

  // Payment outcome pages.
  'payment.successTitle': 'Payment successful',
  'payment.successBody': 'Your payment went through. You can start learning right away.',
  'payment.warningTitle': 'Payment not completed',
  'payment.warningBody': 'Your payment was not completed. Please try again.',
  'payment.goToMyCourses': 'Go to my courses',
  'payment.backToCart': 'Back to cart',
  'payment.toPlans': 'See the plans',
  'payment.details': 'Reference from the payment provider',
  'payment.lead': 'What to do next',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Checkout.
  'checkout.loginFirst': 'يرجى تسجيل الدخول أولًا.',
  'checkout.chooseItem': 'يرجى اختيار نوع الفاتورة والعنصر المناسب.',
  'checkout.failedDuring': 'حدث خطأ أثناء الاشتراك.',
  'checkout.failed': 'تعذّر الاشتراك، يرجى المحاولة لاحقًا.',
  'checkout.failedShort': 'فشل الاشتراك، حاول لاحقًا.',
  'checkout.loginTitle': 'سجّل الدخول للمتابعة',
  'checkout.doneTitle': 'الاشتراك',
  'checkout.blockedTitle': 'افتح صفحة الدفع',
  'checkout.blocked': 'لم يفتح المتصفح صفحة الدفع في علامة تبويب جديدة. افتحها من هذا الرابط:',
  'checkout.openPayment': 'الانتقال إلى صفحة الدفع (تُفتح في علامة تبويب جديدة)',
  'checkout.paying': 'جارٍ فتح صفحة الدفع…',

  // Payment outcome pages.
  'payment.successTitle': 'تم الدفع بنجاح',
  'payment.successBody': 'تمت عملية الدفع بنجاح، ويمكنك البدء في التعلّم الآن.',
  'payment.warningTitle': 'لم تكتمل عملية الدفع',
  'payment.warningBody': 'لم تكتمل عملية الدفع. يرجى المحاولة مرة أخرى.',
  'payment.goToMyCourses': 'الانتقال إلى دوراتي',
  'payment.backToCart': 'العودة إلى السلة',
  'payment.toPlans': 'عرض الباقات',
  'payment.details': 'مرجع مزوّد الدفع',
  'payment.lead': 'ما الخطوة التالية',
};
