import { textFor, useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CourseCard } from '../CourseCard';
import { SAMPLE_COURSES } from '../CourseCard/samples';
import { InstructorCard } from '../InstructorCard';
import { Carousel } from './Carousel';
import { useCardsPerView } from './useCardsPerView';

/** A carousel with the offset kept here, as the carousel machine keeps it in the app. */
function Harness({ kind, start = 0 }: { kind: 'courses' | 'instructors'; start?: number }) {
  const visible = useCardsPerView();
  const [offset, setOffset] = useState(start);
  const { lang, t } = useI18n();
  const courses = [...SAMPLE_COURSES[lang], ...SAMPLE_COURSES[lang]].map((course, index) => ({
    ...course,
    id: index + 1,
  }));
  const items =
    kind === 'courses'
      ? courses.map((course) => (
          <CourseCard key={course.id} course={course} href={`/single_course/${course.slug}`} imageLoading="eager" />
        ))
      : courses.map((course) => (
          <InstructorCard
            key={course.id}
            name={course.instructor.name}
            image={course.instructor.image ?? ''}
            categoryTitle={course.category.title}
          />
        ));
  const last = Math.max(0, items.length - visible);
  return (
    <div style={{ padding: 16 }}>
      <Carousel
        label={kind === 'courses' ? t('home.freeCourses') : t('home.instructors')}
        items={items}
        offset={Math.min(offset, last)}
        visible={visible}
        canPrevious={offset > 0}
        canNext={offset + visible < items.length}
        onPrevious={() => setOffset((o) => Math.max(0, o - 1))}
        onNext={() => setOffset((o) => Math.min(last, o + 1))}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: Harness,
  args: { kind: 'courses' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (width: number) => ({ darsViewport: width, chromatic: { viewports: [width] } });

/** 1280 px: four cards in view; next steps one card. */
export const Desktop: Story = {
  parameters: at(1280),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: t('carousel.previous') });
    const next = canvas.getByRole('button', { name: t('carousel.next') });
    await expect(previous).toBeDisabled();
    // The arrows are drawn at their size, not squeezed away by the button's padding.
    for (const button of [previous, next])
      await expect(button.querySelector('svg')?.getBoundingClientRect().width ?? 0).toBeGreaterThanOrEqual(16);
    const inView = () => canvasElement.querySelectorAll('li[data-in-view]').length;
    await expect(inView()).toBe(4);
    await userEvent.click(next);
    await waitFor(() => expect(canvasElement.querySelector('li')).toHaveAttribute('inert'));
    await expect(inView()).toBe(4);
    await expect(previous).toBeEnabled();
  },
};

/** 900 px: three cards. */
export const Tablet: Story = { parameters: at(900) };

/** 700 px: two cards. */
export const SmallTablet: Story = { parameters: at(700) };

/** 375 px: one card. */
export const Phone: Story = { parameters: at(375) };

/** At the end: next is disabled. */
export const AtTheEnd: Story = { args: { start: 8 }, parameters: at(1280) };

/** The instructors carousel. */
export const Instructors: Story = { args: { kind: 'instructors' }, parameters: at(1280) };
export const InstructorsPhone: Story = { args: { kind: 'instructors' }, parameters: at(375) };
