/**
 * The message catalogue, one file per domain, English and Arabic side by side in each
 * (`export const en = {…} as const; export const ar: Record<keyof typeof en, string> = {…}`),
 * so a key missing in either language is a type error. The combined dictionaries and
 * `MessageKey` are derived here; a key defined by two domains fails messages.test.ts.
 *
 * A new domain: add `messages/<domain>.ts` in that shape and register it in `domains` below.
 *
 * - Keys are flat strings. The four keys the spec names are kept exactly as named (shell.ts); every other
 *   key is dotted by area (`errors.*`, `cart.*`, `title.*`, …).
 * - Placeholders are `{{name}}`; each key has the same placeholders in both languages.
 * - Counts: one key per CLDR plural category, `count.<base>.<zero|one|two|few|many|other>`, picked with
 *   `Intl.PluralRules`. English only ever selects `one` and `other`; its `zero`, `two`, `few` and `many`
 *   entries exist so both languages share one key set. Where Arabic writes the number out in words
 *   (zero, one, two), the English entry has no placeholder either ("No courses", "1 course", "2 courses"),
 *   so each key keeps the same placeholders in both languages; few, many and other show `{{count}}`.
 *   Arabic uses all six: zero (0), one (1), two (2), few (3–10), many (11–99), other (100, …).
 */
import * as account from './account.ts';
import * as cards from './cards.ts';
import * as cart from './cart.ts';
import * as catalogue from './catalogue.ts';
import * as certificateDesign from './certificateDesign.ts';
import * as contactForms from './contactForms.ts';
import * as course from './course.ts';
import * as courseActions from './courseActions.ts';
import * as coursePage from './coursePage.ts';
import * as examScreen from './examScreen.ts';
import * as faq from './faq.ts';
import * as homePage from './homePage.ts';
import * as info from './info.ts';
import * as listing from './listing.ts';
import * as lists from './lists.ts';
import * as notifications from './notifications.ts';
import * as offline from './offline.ts';
import * as payment from './payment.ts';
import * as player from './player.ts';
import * as profile from './profile.ts';
import * as shell from './shell.ts';

/** Every domain's messages, by domain name. */
export const domains = {
  shell,
  info,
  faq,
  contactForms,
  certificateDesign,
  catalogue,
  cards,
  homePage,
  listing,
  lists,
  course,
  coursePage,
  examScreen,
  player,
  courseActions,
  account,
  profile,
  cart,
  notifications,
  offline,
  payment,
} as const;

/** English messages, all domains. */
export const en = {
  ...shell.en,
  ...info.en,
  ...faq.en,
  ...contactForms.en,
  ...certificateDesign.en,
  ...catalogue.en,
  ...cards.en,
  ...homePage.en,
  ...listing.en,
  ...lists.en,
  ...course.en,
  ...coursePage.en,
  ...examScreen.en,
  ...player.en,
  ...courseActions.en,
  ...account.en,
  ...profile.en,
  ...cart.en,
  ...notifications.en,
  ...offline.en,
  ...payment.en,
} as const;

export type MessageKey = keyof typeof en;

/** Arabic messages, all domains: the default language. */
export const ar: Record<MessageKey, string> = {
  ...shell.ar,
  ...info.ar,
  ...faq.ar,
  ...contactForms.ar,
  ...certificateDesign.ar,
  ...catalogue.ar,
  ...cards.ar,
  ...homePage.ar,
  ...listing.ar,
  ...lists.ar,
  ...course.ar,
  ...coursePage.ar,
  ...examScreen.ar,
  ...player.ar,
  ...courseActions.ar,
  ...account.ar,
  ...profile.ar,
  ...cart.ar,
  ...notifications.ar,
  ...offline.ar,
  ...payment.ar,
};
