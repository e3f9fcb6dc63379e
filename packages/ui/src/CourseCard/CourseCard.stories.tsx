import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseCard, type CourseCardProps } from './CourseCard';
import { SAMPLE_COURSES, sampleCourse } from './samples';

type Args = Omit<CourseCardProps, 'course' | 'href'> & { sample: number };

/** A card as it sits in a grid column (about 300 px), sample courses in the toolbar's language. */
const meta = {
  title: 'UI/CourseCard',
  args: { sample: 0 },
  render: ({ sample, ...args }, { globals }) => {
    const { lang } = textFor(globals);
    const course = sampleCourse(lang, sample);
    return (
      <div style={{ maxInlineSize: 300, padding: 16 }}>
        <CourseCard course={course} href={`/single_course/${course.slug}`} imageLoading="eager" {...args} />
      </div>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid course with a discount: the final price, the earlier price struck through, the title cut to 5 words. */
export const Discounted: Story = {
  play: async ({ canvasElement, globals }) => {
    const { lang } = textFor(globals);
    const course = SAMPLE_COURSES[lang][0];
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: course?.title });
    await expect(link).toHaveAttribute('href', `/single_course/${course?.slug}`);
    await expect(link.textContent).toContain('…');
    await expect(canvasElement.querySelector('s')).not.toBeNull();
  },
};

export const Free: Story = { args: { sample: 1 } };

/** Same price before and after: no struck-through price. */
export const FullPrice: Story = { args: { sample: 2 } };

/** Not rated yet: five empty stars. */
export const Unrated: Story = { args: { sample: 3 } };

/** A signed-in student: the heart and the subscribe button sit above the card's link, not inside it. */
export const WithActions: Story = {
  args: {
    favorite: { active: false, busy: false, onToggle: fn() },
    subscribe: { subscribed: false, busy: false, onSubscribe: fn() },
  },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: t('favorite.add') });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.favorite?.onToggle).toHaveBeenCalledTimes(1);
    const link = canvas.getByRole('link');
    await expect(link.contains(heart)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${t('course.subscribe')}`) }));
    await expect(args.subscribe?.onSubscribe).toHaveBeenCalledTimes(1);
  },
};

export const Favourite: Story = {
  args: {
    favorite: { active: true, busy: false, onToggle: fn() },
    subscribe: { subscribed: false, busy: false, onSubscribe: fn() },
  },
};

/** The server is answering: the heart and the button show a spinner and ignore presses. */
export const Busy: Story = {
  args: {
    favorite: { active: false, busy: true, onToggle: fn() },
    subscribe: { subscribed: false, busy: true, onSubscribe: fn() },
  },
};

export const Subscribed: Story = {
  args: {
    favorite: { active: true, busy: false, onToggle: fn() },
    subscribe: { subscribed: true, busy: false, onSubscribe: fn() },
  },
};

/** My courses: the progress bar, the title cut to 30 characters. */
export const InProgress: Story = { args: { sample: 2, progress: 64, titleChars: 30 } };

/** On a phone, the card fills the column. */
export const Phone: Story = {
  args: {
    favorite: { active: false, busy: false, onToggle: fn() },
    subscribe: { subscribed: false, busy: false, onSubscribe: fn() },
  },
  render: ({ sample, ...args }, { globals }) => {
    const { lang } = textFor(globals);
    const course = sampleCourse(lang, sample);
    return (
      <div style={{ padding: 16 }}>
        <CourseCard course={course} href={`/single_course/${course.slug}`} imageLoading="eager" {...args} />
      </div>
    );
  },
  parameters: { darsViewport: 375, chromatic: { viewports: [375] } },
};
