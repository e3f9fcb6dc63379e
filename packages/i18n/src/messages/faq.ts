/**
 * Messages of the FAQ page.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  'faq.lead': 'Answers to the questions learners ask us most.',
  'faq.list': 'Questions',
  'faq.contactTitle': 'Didn’t find your answer?',
  'faq.contactText': 'Our team is happy to help. Send us your question and we’ll reply by email.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'faq.lead': 'إجابات عن أكثر الأسئلة التي يطرحها المتعلّمون.',
  'faq.list': 'الأسئلة',
  'faq.contactTitle': 'لم تجد إجابتك؟',
  'faq.contactText': 'فريقنا سعيد بمساعدتك. أرسل إلينا سؤالك وسنرد عليك عبر البريد الإلكتروني.',
};
