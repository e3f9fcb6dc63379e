/**
 * Messages of the listing domain: the course listing: filters in the URL, the filter sheet, free courses.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {} as const;

export const ar: Record<keyof typeof en, string> = {};
