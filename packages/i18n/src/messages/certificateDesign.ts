/**
 * Messages of the sample certificate page.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {} as const;

export const ar: Record<keyof typeof en, string> = {};
