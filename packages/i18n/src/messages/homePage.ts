/**
 * Messages of the homePage domain: the home page sections: banner carousel, about block, my-courses strip, course chips, free courses, instructors, plans, FAQ preview.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {} as const;

export const ar: Record<keyof typeof en, string> = {};
