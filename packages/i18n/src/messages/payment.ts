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

  // Payment outcome pages.
  'payment.successTitle': 'Payment successful',
  'payment.successBody': 'Your payment went through. You can start learning right away.',
  'payment.warningTitle': 'Payment not completed',
  'payment.warningBody': 'Your payment was not completed. Please try again.',
  'payment.goToMyCourses': 'Go to my courses',
  'payment.backToCart': 'Back to cart',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Checkout.
  'checkout.loginFirst': 'يرجى تسجيل الدخول أولًا.',
  'checkout.chooseItem': 'يرجى اختيار نوع الفاتورة والعنصر المناسب.',
  'checkout.failedDuring': 'حدث خطأ أثناء الاشتراك.',
  'checkout.failed': 'تعذّر الاشتراك، يرجى المحاولة لاحقًا.',
  'checkout.failedShort': 'فشل الاشتراك، حاول لاحقًا.',

  // Payment outcome pages.
  'payment.successTitle': 'تم الدفع بنجاح',
  'payment.successBody': 'تمت عملية الدفع بنجاح، ويمكنك البدء في التعلّم الآن.',
  'payment.warningTitle': 'لم تكتمل عملية الدفع',
  'payment.warningBody': 'لم تكتمل عملية الدفع. يرجى المحاولة مرة أخرى.',
  'payment.goToMyCourses': 'الانتقال إلى دوراتي',
  'payment.backToCart': 'العودة إلى السلة',
};
