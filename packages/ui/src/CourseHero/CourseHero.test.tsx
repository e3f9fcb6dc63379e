import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseHero, type CourseHeroProps } from './CourseHero';

const props: CourseHeroProps = {
  title: 'UI and UX Design Principles',
  image: '/cover.svg',
  introVideo: 'https://api.example/intro.webm',
  category: 'Web Design',
  rating: 3.6,
  instructor: { name: 'Youssef Nasser', image: '/y.svg' },
  createdAt: '2024-09-03T10:00:00Z',
};

const show = (over: Partial<CourseHeroProps> = {}, lang: 'ar' | 'en' = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <CourseHero {...props} {...over} />
    </I18nProvider>,
  );

describe('CourseHero', () => {
  it('plays the intro video with the image as its poster, never by itself', () => {
    const { container } = show();
    const video = container.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/cover.svg');
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(props.title);
    expect(screen.getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(container.textContent).toContain('Created on Sep 3, 2024');
  });

  it('shows the image when there is no intro video, or one that is not http(s)', () => {
    for (const introVideo of [null, 'javascript:alert(1)']) {
      const { container, unmount } = show({ introVideo });
      expect(container.querySelector('video')).toBeNull();
      expect(container.querySelector('img[width="1280"]')).not.toBeNull();
      unmount();
    }
  });

  it('dates the course in the language of the page', () => {
    expect(show({}, 'ar').container.textContent).toContain('٢٠٢٤');
  });
});
