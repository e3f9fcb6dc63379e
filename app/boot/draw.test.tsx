/**
 * What boot draws into the prerendered page, into the markup the components render for it (as the build
 * writes it: static markup, not a tree React owns), and that it draws what the app then draws.
 */
import { I18nProvider } from '@dars/i18n';
import { Accordion, EarlyAccordion } from '@dars/ui/Accordion';
import { BannerCarousel } from '@dars/ui/BannerCarousel';
import { PlanCardSkeleton } from '@dars/ui/PlanCard';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { drawBanner, drawImage, drawQuestions } from './draw';

const markup = (node: ReactNode) => renderToStaticMarkup(<I18nProvider lang="ar">{node}</I18nProvider>);

/** A prerendered page (#root marked as the build marks it) holding `node`. */
function prerendered(node: ReactNode, marked = true) {
  const root = document.createElement('div');
  root.id = 'root';
  if (marked) root.setAttribute('data-prerendered', '');
  root.innerHTML = markup(node);
  document.body.appendChild(root);
  return root;
}

const noop = () => {};
const carousel = (banners: { image: string; title: string; description: string }[], loading = false) => (
  <BannerCarousel banners={banners} index={0} loading={loading} onNext={noop} onPrevious={noop} onGoTo={noop} />
);

afterEach(() => document.body.replaceChildren());

describe('the first banner', () => {
  it("fills the carousel's waiting slide as the carousel draws that banner, without an empty description", () => {
    const root = prerendered(carousel([], true));
    const banner = { image: '/media/a.webp', title: 'تعلّم <b>اليوم</b>', description: '' };
    drawBanner({ data: [banner, { image: '/b.webp', title: 'ب' }] });
    const slide = root.querySelector<HTMLElement>('[data-early-banner]');
    expect(slide?.hidden).toBe(false);
    expect(slide?.querySelector('img')?.getAttribute('src')).toBe(new URL(banner.image, location.href).href);
    // The app's own slide for the same banner: the same caption.
    const app = document.createElement('div');
    app.innerHTML = markup(carousel([banner]));
    const caption = (figure: Element | null | undefined) =>
      [...(figure?.querySelectorAll('figcaption p') ?? [])].map((p) => [p.className, p.textContent]);
    expect(caption(slide)).toEqual(caption(app.querySelector('figure')));
    expect(caption(slide)).toEqual([[expect.any(String), 'تعلّم <b>اليوم</b>']]);
  });

  it('keeps the description when there is one; draws nothing without an http(s) image, or on the live app', () => {
    const root = prerendered(carousel([], true));
    drawBanner({ data: [{ image: 'javascript:alert(1)', title: 'x' }] });
    expect(root.querySelector<HTMLElement>('[data-early-banner]')?.hidden).toBe(true);
    drawBanner({ data: [{ image: 'https://cdn.example/a.webp', title: 'أ', description: 'وصف' }] });
    expect([...root.querySelectorAll('figcaption p')].map((p) => p.textContent)).toEqual(['أ', 'وصف']);
    document.body.replaceChildren();
    const live = prerendered(carousel([], true), false);
    drawBanner({ data: [{ image: 'https://cdn.example/a.webp', title: 'أ' }] });
    expect(live.querySelector<HTMLElement>('[data-early-banner]')?.hidden).toBe(true);
  });
});

describe('the first questions', () => {
  const page = () => (
    <>
      <ul data-early-faq-skeleton="">
        <li />
        <li />
      </ul>
      <EarlyAccordion headingLevel={2} />
    </>
  );

  it("copies the Accordion's closed question for each, as text, as many as the skeleton has rows", () => {
    const root = prerendered(page());
    const questions = ['<img src=x onerror="alert(1)">سؤال', 'ثانٍ', 'ثالث'];
    drawQuestions({ success: true, data: questions.map((question, id) => ({ id, question, answer: '' })) });
    expect(root.querySelector('[data-early-faq-skeleton]')).toBeNull();
    const list = root.querySelector<HTMLElement>('[data-early-faq]');
    expect(list?.hidden).toBe(false);
    expect([...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(questions.slice(0, 2));
    expect(list?.querySelector('img')).toBeNull();
    // The Accordion's own row for the same question: the same heading, button and text.
    const app = document.createElement('div');
    app.innerHTML = markup(<Accordion items={[{ id: 0, question: 'ثانٍ', answer: '' }]} headingLevel={2} />);
    const row = (li: Element | null | undefined) =>
      li?.querySelector('h2')?.outerHTML.replace(/ aria-controls="[^"]*"/, '');
    expect(row(list?.querySelectorAll('li')[1])?.replace(/ data-early-text="question"/, '')).toBe(
      row(app.querySelector('li')),
    );
  });

  it('draws nothing for an answer that failed or holds none', () => {
    const root = prerendered(page());
    for (const body of [undefined, null, { success: false, data: [{ question: 'x' }] }, { data: [] }])
      drawQuestions(body);
    expect(root.querySelector<HTMLElement>('[data-early-faq]')?.hidden).toBe(true);
    expect(root.querySelector('[data-early-faq-skeleton]')).not.toBeNull();
  });
});

describe('the largest picture', () => {
  it("shows it in the skeleton's picture box (a plan card's)", () => {
    const root = prerendered(<PlanCardSkeleton early />);
    const img = root.querySelector<HTMLImageElement>('[data-early-image] img');
    expect(img?.hidden).toBe(true);
    drawImage('https://cdn.example/plan.webp');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/plan.webp');
    expect(img?.hidden).toBe(false);
  });
});
