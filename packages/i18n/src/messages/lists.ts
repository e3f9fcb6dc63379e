/**
 * Messages of the lists domain: the paged lists: departments, instructors, search results, my courses, favourites, certificates.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {} as const;

export const ar: Record<keyof typeof en, string> = {};
