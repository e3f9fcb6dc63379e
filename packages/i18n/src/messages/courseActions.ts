/**
 * Messages of the courseActions domain: favourite and subscribe on course cards: dialogs, notices and labels.
 * English and Arabic side by side: a key missing in either language is a type error.
 * (The texts the spec names are in course.ts: `favorite.*`, `subscribe.*`.)
 */
export const en = {
  'courseActions.favoriteErrorTitle': 'An error occurred',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'courseActions.favoriteErrorTitle': 'حدث خطأ',
};
