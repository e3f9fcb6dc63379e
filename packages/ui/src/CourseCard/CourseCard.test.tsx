import { I18nProvider, type Language } from '@dars/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../Link';
import { CourseCard, type CourseCardProps } from './CourseCard';
import { cutTitle } from './cutTitle';
import { SAMPLE_COURSES } from './samples';

const [paid, free] = SAMPLE_COURSES.en as [CourseCardProps['course'], CourseCardProps['course']];

function renderCard(props: Partial<CourseCardProps> = {}, lang: Language = 'en', navigate = vi.fn()) {
  const utils = render(
    <I18nProvider lang={lang}>
      <NavigationProvider navigate={navigate}>
        <CourseCard course={paid} href="/single_course/react-from-zero" {...props} />
      </NavigationProvider>
    </I18nProvider>,
  );
  return { navigate, ...utils };
}

describe('cutTitle', () => {
  it('keeps five words, then an ellipsis', () => {
    expect(cutTitle('Modern React from zero to production ready apps')).toBe('Modern React from zero to…');
    expect(cutTitle('رياكت الحديثة من الصفر حتى تطبيقات جاهزة')).toBe('رياكت الحديثة من الصفر حتى…');
  });

  it('leaves a short title whole, without an ellipsis', () => {
    expect(cutTitle('Data analysis basics')).toBe('Data analysis basics');
    expect(cutTitle('  one   two three four five  ')).toBe('one two three four five');
  });

  it('cuts to characters when asked (the my-courses strip), which wins over words', () => {
    const title = 'Designing a brand identity that people remember';
    expect(cutTitle(title, { chars: 30 })).toBe('Designing a brand identity tha…');
    expect(cutTitle(title, { words: 2, chars: 100 })).toBe(title);
    expect(cutTitle('Short', { chars: 30 })).toBe('Short');
  });
});

describe('CourseCard', () => {
  it('shows the title cut to five words and names the link with the whole title', () => {
    renderCard();
    const link = screen.getByRole('link', { name: paid.title });
    expect(link.getAttribute('href')).toBe('/single_course/react-from-zero');
    expect(link.textContent).toContain('Modern React from zero to…');
    expect(screen.getByRole('heading', { level: 3, name: paid.title })).toBeTruthy();
  });

  it('titleChars cuts to 30 characters', () => {
    renderCard({ course: SAMPLE_COURSES.en[2], titleChars: 30 });
    expect(screen.getByRole('link').textContent).toContain('Designing a brand identity tha…');
  });

  it('opens the course client-side on a plain click', async () => {
    const { navigate } = renderCard();
    await userEvent.setup().click(screen.getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/single_course/react-from-zero');
  });

  it('shows the category, the rounded rating, the instructor and the discounted price', () => {
    renderCard();
    expect(screen.getByText('Programming')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(screen.getByText('Sara Ahmed')).toBeTruthy();
    expect(screen.getByText(/EGP\s?349/)).toBeTruthy();
    const before = screen.getByText(/EGP\s?499/);
    expect(before.tagName).toBe('S');
    expect(before.textContent).toMatch(/^was /);
  });

  it('shows "Free" for a free course and no price', () => {
    renderCard({ course: free });
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByText(/EGP/)).toBeNull();
  });

  it('falls back to the app currency when the course has none', () => {
    renderCard({ course: { ...paid, currency: '' }, currency: 'USD' });
    expect(screen.getByText(/\$349/)).toBeTruthy();
  });

  it('writes Arabic-Indic digits in Arabic', () => {
    renderCard({ course: SAMPLE_COURSES.ar[0] }, 'ar');
    expect(screen.getAllByText(/٣٤٩/).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: '٤ نجوم' })).toBeTruthy();
  });

  it('has no heart, subscribe button or progress bar unless given', () => {
    renderCard();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('the heart and subscribe buttons are not inside the link', () => {
    renderCard({
      favorite: { active: false, busy: false, onToggle: vi.fn() },
      subscribe: { subscribed: false, busy: false, onSubscribe: vi.fn() },
      progress: 40,
    });
    const link = screen.getByRole('link');
    expect(within(link).queryAllByRole('button')).toHaveLength(0);
    for (const button of screen.getAllByRole('button')) expect(link.contains(button)).toBe(false);
    expect(link.querySelector('a, button, input, select, textarea')).toBeNull();
  });

  it('the heart says its state and toggles; busy ignores presses', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    const { rerender, navigate } = renderCard({ favorite: { active: false, busy: false, onToggle } });
    const add = screen.getByRole('button', { name: 'Add to favourites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await user.click(add);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    rerender(
      <I18nProvider lang="en">
        <CourseCard course={paid} href="/x" favorite={{ active: true, busy: true, onToggle }} />
      </I18nProvider>,
    );
    const remove = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(remove.getAttribute('aria-busy')).toBe('true');
    await user.click(remove);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('subscribe calls back; a subscribed course shows its state instead of the button', async () => {
    const onSubscribe = vi.fn();
    const { rerender } = renderCard({ subscribe: { subscribed: false, busy: false, onSubscribe } });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Subscribe/ }));
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    rerender(
      <I18nProvider lang="en">
        <CourseCard course={paid} href="/x" subscribe={{ subscribed: true, busy: false, onSubscribe }} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Subscribed')).toBeTruthy();
  });

  it('shows the progress bar with its value', () => {
    renderCard({ progress: 62.4 });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('62');
    expect(screen.getByText('62% complete')).toBeTruthy();
  });

  it('reserves the cover box and loads it lazily unless told eager', () => {
    const { container, unmount } = renderCard();
    const cover = container.querySelector('img') as HTMLImageElement;
    expect(cover.getAttribute('width')).toBe('640');
    expect(cover.getAttribute('height')).toBe('360');
    expect(cover.getAttribute('loading')).toBe('lazy');
    unmount();
    const eager = renderCard({ imageLoading: 'eager', headingLevel: 2 });
    expect(eager.container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
