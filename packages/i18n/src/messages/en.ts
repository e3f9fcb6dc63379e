import { catalogueEn } from './catalogue.en';

/** English messages. Every key here must exist in ar.ts too (a test and the type check enforce it). */
export const en = {
  ...catalogueEn,
  'app.fallbackName': 'Dars',
  'app.logoAlt': '{{name}} logo',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'app.mainNav': 'Main navigation',
  /** Accessible name of the toggle: it switches to the other language. */
  'language.toggle.label': 'Switch to Arabic',
  'language.name.ar': 'العربية',
  'language.name.en': 'English',
  'placeholder.body': 'This page is being built and will be here soon.',
  'placeholder.home': 'Browse the home page',
  'title.componentDemo': 'Component preview',
  'title.coursesInProgress': 'Courses in progress',
  'profile.imageType': 'Please choose an image file.',
  'profile.imageSize': 'The image may not be larger than 2 MB.',
  'profile.noImage': 'No picture yet',
  'plan.renewFor': 'Renew for {{price}}',
  'plan.perMonths': '{{price}} for {{months}}',
  'form.showPassword': 'Show password',
  'common.info': 'Information',
  'form.countrySearch': 'Search countries',
  'verify.codeLabel': 'Verification code',
  'home.title': 'Home',
  'home.welcome': 'Welcome to {{name}}',
  'home.lead': 'Learn from recorded courses by expert instructors, in Arabic and English.',
} as const;

export type MessageKey = keyof typeof en;
