/**
 * Messages of the cards domain: shared browsing pieces: course cards, ratings, prices, carousels, pagination, chips, empty and error states.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Course card.
  'cards.subscribed': 'Subscribed',
  'cards.instructorBy': 'Instructor: {{name}}',
  // Carousel (the region and its slides, for screen readers).
  'cards.carousel': 'carousel',
  'cards.slide': 'slide',
  'cards.slideOf': '{{index}} of {{total}}',
  // Chips scroller.
  'cards.scrollBack': 'Scroll back',
  'cards.scrollForward': 'Scroll forward',
  // Certificates.
  'cards.noIssueDate': 'Issue date not available',
  'cards.issuedOn': 'Issued on {{date}}',
  // Loading grids.
  'cards.loadingList': 'Loading the list…',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'cards.subscribed': 'مشترك',
  'cards.instructorBy': 'المدرّب: {{name}}',
  'cards.carousel': 'عرض دوّار',
  'cards.slide': 'شريحة',
  'cards.slideOf': '{{index}} من {{total}}',
  'cards.scrollBack': 'التمرير للخلف',
  'cards.scrollForward': 'التمرير للأمام',
  'cards.noIssueDate': 'تاريخ الإصدار غير متوفر',
  'cards.issuedOn': 'صدرت في {{date}}',
  'cards.loadingList': 'جارٍ تحميل القائمة…',
};
