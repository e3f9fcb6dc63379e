/**
 * Messages of the cards domain: shared browsing pieces: course cards, ratings, prices, carousels, pagination, chips, empty and error states.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {} as const;

export const ar: Record<keyof typeof en, string> = {};
