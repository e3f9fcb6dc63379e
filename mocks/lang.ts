export type DemoLang = 'ar' | 'en';

/** The demo API answers in the language of the request's `lang` header (Arabic by default). */
export function langOf(request: Request): DemoLang {
  return request.headers.get('lang')?.trim().toLowerCase() === 'en' ? 'en' : 'ar';
}

export type Bilingual<T> = Record<DemoLang, T>;
