import type { ScreenId } from './paths';

/**
 * The GET calls a screen makes as it opens, which boot (app/boot) starts on a first page load beside the
 * screen's code instead of after it (the app's own request takes that answer: packages/api early.ts), for
 * the screens whose largest paint waits on a call. `calls`: paths under /api/v1 in the app's spelling,
 * `:name` standing for the route's parameter (sent with the stored language and token, as the app sends
 * them; a query, when the call has one, as the app spells it on a first visit: with the address holding a
 * query of its own, boot skips that call). `image`: where the first call's answer holds the screen's
 * largest image (dotted paths, tried in order), which boot preloads as soon as it is known. `bearer`:
 * the calls go with the bearer header even with no token (GET /courses, spec section 7). `info`: the calls
 * go with GET /info's static password header when the build has one (VITE_INFO_PASSWORD_HEADER).
 * `html`: where the first call's answer holds the server HTML the screen shows (dotted paths, the first
 * that holds text), which boot draws into the prerendered page's waiting slot (`[data-early-html]`)
 * through the app's sanitizer, loaded as a chunk of its own (@dars/ui SafeHtml drawEarly.ts).
 * `body`: the first call's answer is handed to the app's first render (app/earlyData.ts `earlyBody`), which
 * draws it at once instead of a spinner before it. `questions` (implies `body`): the first call's answer is
 * the FAQ, whose first page of questions boot draws into the prerendered page (`[data-early-faq]`,
 * @dars/ui EarlyAccordion) as soon as it comes. `banner` (implies `body`): the first call's answer is the
 * banners, whose first boot draws into the prerendered page (`[data-early-banner]`, @dars/ui BannerCarousel).
 * `prerenderedOnly`: the calls are made only when the prerendered page is shown as it is (Arabic, a visitor),
 * since drawing into it is what they are for.
 *
 * Read by the build only (build/routes, which writes it into every page for boot): the app itself never
 * imports this file, so it costs the first screen nothing.
 */
export interface EarlyCalls {
  calls: readonly [string, ...string[]];
  image?: readonly string[];
  html?: readonly string[];
  bearer?: true;
  info?: true;
  body?: true;
  questions?: true;
  banner?: true;
  prerenderedOnly?: true;
}

export const EARLY_CALLS: Partial<Record<ScreenId, EarlyCalls>> = {
  // A visitor's first banner (its image is the page's largest paint), drawn into the prerendered page.
  home: { calls: ['banners'], banner: true, prerenderedOnly: true },
  plans: { calls: ['plans'], image: ['data.0.image'] },
  // The intro video's poster (or the image standing in for it) is the page's largest paint.
  course: { calls: ['courses/:slug', 'courses/:slug/sections', 'courses/:slug/reviews'], image: ['data.image'] },
  // Its largest paint is the heading (the rows' images are small): the calls only.
  cart: { calls: ['cart/courses', 'cart/price-details'] },
  // The catalogue's first page as the listing asks for it with no filter; its first card's picture.
  courses: { calls: ['courses?per_page=20&page=1'], image: ['data.0.image'], bearer: true },
  // A question's text is the largest paint: boot draws the first page's questions.
  faq: { calls: ['frequently-questions?per_page=1000'], questions: true },
  // The policy's text is the largest paint: boot draws it (sanitized) into the prerendered page, and the
  // app's first render draws it again in place (through SafeHtml).
  terms: { calls: ['info'], html: ['data.terms_conditions'], info: true, body: true },
  privacy: { calls: ['info'], html: ['data.privacy_policy'], info: true, body: true },
  intellectualProperty: { calls: ['info'], html: ['data.intellectual_property'], info: true, body: true },
  technicalSupport: { calls: ['info'], html: ['data.technical_support_policy'], info: true, body: true },
  paymentRefund: { calls: ['info'], html: ['data.payment_and_refund_policy'], info: true, body: true },
  attendance: { calls: ['info'], html: ['data.attendance_policy'], info: true, body: true },
};
