/**
 * Messages of the cart domain. The cart: courses, coupon, price summary.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
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
  'cart.couponApplied': 'Coupon applied:',
  'cart.apply': 'Apply',
  'cart.remove': 'Remove',
  'cart.removeCourse': 'Remove “{{title}}” from the cart',
  'cart.removeCoupon': 'Remove coupon',
  'cart.payNow': 'Pay now',
  'cart.payNowHint': 'Pays for the first course in the cart: {{title}}',
  'cart.price': 'Price',
  'cart.updating': 'Updating the totals',
  'cart.items': 'Courses in the cart',
  'cart.pricesStale': 'The totals could not be updated; they may be out of date.',
  'cart.pricesRetry': 'Update the totals',
  'cart.browse': 'Browse the courses',

  // Empty states.
  'empty.cart': 'Your cart is empty.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Cart.
  'cart.loadFailed': 'تعذّر تحميل السلة.',
  'cart.removeFailed': 'تعذّر حذف الدورة من السلة.',
  'cart.couponApplyFailed': 'تعذّر تطبيق الكوبون.',
  'cart.couponRemoveFailed': 'تعذّر إزالة الكوبون.',
  'cart.empty': 'السلة فارغة تمامًا.',
  'cart.summary': 'ملخص الطلب',
  'cart.subtotal': 'المجموع الفرعي',
  'cart.discount': 'الخصم',
  'cart.tax': 'الضريبة ({{percent}}٪)',
  'cart.total': 'الإجمالي',
  'cart.coupon': 'كوبون الخصم',
  'cart.couponPlaceholder': 'أدخل رمز الكوبون',
  'cart.couponApplied': 'الكوبون المطبَّق:',
  'cart.apply': 'تطبيق',
  'cart.remove': 'إزالة',
  'cart.removeCourse': 'إزالة «{{title}}» من السلة',
  'cart.removeCoupon': 'إزالة الكوبون',
  'cart.payNow': 'ادفع الآن',
  'cart.payNowHint': 'يدفع ثمن الدورة الأولى في السلة: {{title}}',
  'cart.price': 'السعر',
  'cart.updating': 'جارٍ تحديث الإجماليات',
  'cart.items': 'الدورات في السلة',
  'cart.pricesStale': 'تعذّر تحديث الإجماليات، وقد لا تكون محدَّثة.',
  'cart.pricesRetry': 'تحديث الإجماليات',
  'cart.browse': 'تصفّح الدورات',

  // Empty states.
  'empty.cart': 'سلتك فارغة.',
};
