/**
 * What boot draws into the page the build prerendered, before the app has loaded, from the first answer of
 * a screen's early calls: always into the boxes the components themselves rendered for it (a hidden slide,
 * list or picture marked `data-early-*`), as text (textContent) or an http(s) address only, and nothing once
 * the app has drawn its own page (no `#root[data-prerendered]`). The app's first render draws the same
 * answer in the same boxes (app/earlyData.ts), so nothing moves.
 */

/** Inside the prerendered page only. */
const PRERENDERED = '#root[data-prerendered]';

/** What a dotted path (`data.0.image`) of a body holds (undefined where it leads nowhere). */
export function at(body: unknown, path: string): unknown {
  let value = body;
  for (const key of path.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** A server value as text: a string or a number, else nothing. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A server address resolved against the page, if it is http(s); else undefined. */
export function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The screen's largest picture, in its box (`[data-early-image]`: CourseHero, PlanCard, CardGrid's first card). */
export function drawImage(href: string): void {
  const img = document.querySelector<HTMLImageElement>(`${PRERENDERED} [data-early-image] img`);
  if (!img) return;
  img.setAttribute('src', href);
  img.hidden = false;
}

/**
 * A copy of the server's `item` in the fields of a component's markup (`data-early-text="<dotted path>"`),
 * as text; an empty field marked `data-early-optional` is left out, as the component leaves it out.
 */
function fillText(root: ParentNode, item: unknown): void {
  for (const field of root.querySelectorAll('[data-early-text]')) {
    const value = text(at(item, field.getAttribute('data-early-text') ?? ''));
    if (value || !field.hasAttribute('data-early-optional')) field.textContent = value;
    else field.remove();
  }
}

/**
 * The FAQ's first page of questions (`[data-early-faq]`, @dars/ui EarlyAccordion: one closed question as the
 * Accordion draws it, copied for each), as many as the skeleton has rows, in the skeleton's place.
 */
export function drawQuestions(body: unknown): void {
  const list = document.querySelector<HTMLElement>(`${PRERENDERED} [data-early-faq]`);
  const skeleton = document.querySelector(`${PRERENDERED} [data-early-faq-skeleton]`);
  const model = list?.firstElementChild;
  const data = at(body, 'data');
  const items = at(body, 'success') !== false && Array.isArray(data) ? data : null;
  if (!list || !skeleton || !model || !items?.length) return;
  for (const item of items.slice(0, skeleton.children.length)) {
    const row = model.cloneNode(true) as Element;
    fillText(row, item);
    list.appendChild(row);
  }
  model.remove();
  skeleton.remove();
  list.hidden = false;
}

/**
 * Home's first banner (`[data-early-banner]`: @dars/ui BannerCarousel's first slide, drawn hidden while the
 * banners load): its image, title and description; nothing without an http(s) image.
 */
export function drawBanner(body: unknown): void {
  const slide = document.querySelector<HTMLElement>(`${PRERENDERED} [data-early-banner]`);
  const first = at(body, 'data.0');
  const image = webAddress(at(first, 'image'));
  if (!slide || !image) return;
  fillText(slide, first);
  slide.querySelector('img')?.setAttribute('src', image);
  slide.hidden = false;
}
