/** English messages. Every key here must exist in ar.ts too (a test and the type check enforce it). */
export const en = {
  'app.fallbackName': 'Dars',
  'app.logoAlt': '{{name}} logo',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'app.mainNav': 'Main navigation',
  /** Accessible name of the toggle: it switches to the other language. */
  'language.toggle.label': 'Switch to Arabic',
  'language.name.ar': 'العربية',
  'language.name.en': 'English',
  'home.title': 'Home',
  'home.welcome': 'Welcome to {{name}}',
  'home.lead': 'Learn from recorded courses by expert instructors, in Arabic and English.',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to the home page',
  'chunk.failed': 'This page could not be loaded. Check your connection and try again.',
  'chunk.retry': 'Try again',
} as const;

export type MessageKey = keyof typeof en;
