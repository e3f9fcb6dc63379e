/**
 * Messages of the contact, complaint and about pages.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  invalidEmail: 'Please enter a valid email address.',
  'messageForm.address': 'Address',
  'messageForm.message': 'Your message',
  'messageForm.phoneOptional': 'Optional',
  'messageForm.requiredNote': 'Fields marked * are required.',
  /** The server answered, but not with words of its own (a 5xx, an HTML page, an unreadable answer): both forms. */
  'messageForm.sendFailed': 'An error occurred while sending.',
  'contact.failedTitle': 'Not sent',
  'contact.sending': 'Sending…',
  'contactDetails.address': 'Address',
  'contactDetails.phone': 'Phone',
  'contactDetails.email': 'Email',
  'contactDetails.social': 'Follow us',
  'contactDetails.newTab': '(opens in a new tab)',
  'about.contactHeading': 'Contact us',
} as const;

export const ar: Record<keyof typeof en, string> = {
  invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
  'messageForm.address': 'العنوان',
  'messageForm.message': 'رسالتك',
  'messageForm.phoneOptional': 'اختياري',
  'messageForm.requiredNote': 'الحقول المعلّمة بـ * مطلوبة.',
  'messageForm.sendFailed': 'حدث خطأ أثناء الإرسال.',
  'contact.failedTitle': 'لم تُرسل الرسالة',
  'contact.sending': 'جارٍ الإرسال…',
  'contactDetails.address': 'العنوان',
  'contactDetails.phone': 'الهاتف',
  'contactDetails.email': 'البريد الإلكتروني',
  'contactDetails.social': 'تابعنا',
  'contactDetails.newTab': '(يفتح في علامة تبويب جديدة)',
  'about.contactHeading': 'تواصل معنا',
};
