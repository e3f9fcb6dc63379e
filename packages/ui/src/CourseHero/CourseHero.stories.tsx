import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseHero, CourseHeroSkeleton } from './CourseHero';

const meta = {
  title: 'UI/Course/CourseHero',
  args: { intro: true },
  render: ({ intro }, { globals }) => {
    const { pick } = textFor(globals);
    return (
      <CourseHero
        title={pick({ ar: 'مبادئ تصميم الواجهات وتجربة المستخدم UX', en: 'UI and UX Design Principles' })}
        image="/demo-media/covers/ui-ux-fundamentals.svg"
        introVideo={intro ? '/demo-media/videos/clip-3.webm' : null}
        category={pick({ ar: 'تصميم المواقع', en: 'Web Design' })}
        rating={3.6}
        instructor={{
          name: pick({ ar: 'يوسف ناصر', en: 'Youssef Nasser' }),
          image: '/demo-media/avatars/instructor-6.svg',
        }}
        createdAt="2024-09-03T10:00:00Z"
      />
    );
  },
} satisfies Meta<{ intro: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With an intro video: its poster is the course image, and it never plays by itself. */
export const IntroVideo: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).not.toHaveAttribute('autoplay');
  },
};

/** Without one: the course image. */
export const ImageOnly: Story = { args: { intro: false } };

/** While the course loads. */
export const Loading: Story = { render: () => <CourseHeroSkeleton />, tags: ['!text'] };
