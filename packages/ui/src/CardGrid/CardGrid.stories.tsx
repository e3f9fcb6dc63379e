import { useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryCard } from '../CategoryCard';
import { CertificateCard } from '../CertificateCard';
import { CourseCard } from '../CourseCard';
import { sampleCourse } from '../CourseCard/samples';
import { InstructorCard } from '../InstructorCard';
import { CardGrid, SkeletonGrid, type SkeletonVariant } from './CardGrid';

type Kind = SkeletonVariant;

function Filled({ kind, count }: { kind: Kind; count: number }) {
  const { lang, t } = useI18n();
  const indexes = Array.from({ length: count }, (_, i) => i);
  if (kind === 'course') {
    return (
      <CardGrid label={t('title.courses')}>
        {indexes.map((i) => {
          const course = { ...sampleCourse(lang, i), id: i + 1 };
          return (
            <li key={i}>
              <CourseCard course={course} href={`/single_course/${course.slug}`} imageLoading="eager" />
            </li>
          );
        })}
      </CardGrid>
    );
  }
  if (kind === 'instructor') {
    return (
      <CardGrid label={t('title.instructors')} variant="compact">
        {indexes.map((i) => {
          const course = sampleCourse(lang, i);
          return (
            <li key={i}>
              <InstructorCard
                name={course.instructor.name}
                image={course.instructor.image ?? ''}
                categoryTitle={course.category.title}
              />
            </li>
          );
        })}
      </CardGrid>
    );
  }
  if (kind === 'category') {
    return (
      <CardGrid label={t('title.departments')} variant="compact">
        {indexes.map((i) => {
          const course = sampleCourse(lang, i);
          return (
            <li key={i}>
              <CategoryCard
                title={course.category.title}
                image={i % 4 === 3 ? null : `/demo-media/categories/${(i % 6) + 1}.svg`}
                coursesCount={(i * 3) % 7}
                href={`/courses-page?category_id=${i + 1}`}
              />
            </li>
          );
        })}
      </CardGrid>
    );
  }
  return (
    <CardGrid label={t('title.certificates')}>
      {indexes.map((i) => {
        const course = sampleCourse(lang, i);
        return (
          <li key={i}>
            <CertificateCard
              courseTitle={course.title}
              issuedAt={i % 3 === 2 ? null : `2025-0${(i % 9) + 1}-14T10:00:00Z`}
              downloadHref={`https://example.com/certificates/${i + 1}.pdf`}
            />
          </li>
        );
      })}
    </CardGrid>
  );
}

/** The loaded grid and its skeleton one above the other: they must have the same size. */
function Harness({ kind, count, state }: { kind: Kind; count: number; state: 'filled' | 'loading' | 'both' }) {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 32 }}>
      {state !== 'loading' ? <Filled kind={kind} count={count} /> : null}
      {state !== 'filled' ? <SkeletonGrid count={count} variant={kind} /> : null}
    </div>
  );
}

const meta = {
  title: 'UI/CardGrid',
  component: Harness,
  args: { kind: 'course', count: 8, state: 'filled' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (width: number) => ({ darsViewport: width, chromatic: { viewports: [width] } });

export const Courses: Story = { parameters: at(1280) };
export const CoursesTablet: Story = { parameters: at(900) };
export const CoursesSmallTablet: Story = { parameters: at(700) };
export const CoursesPhone: Story = { args: { count: 3 }, parameters: at(375) };

export const Loading: Story = { args: { state: 'loading' }, parameters: at(1280) };
export const LoadingPhone: Story = { args: { state: 'loading', count: 2 }, parameters: at(375) };

/** The skeleton cards are as tall as the loaded cards, so nothing moves when the list arrives. */
const sameHeights: Story['play'] = async ({ canvasElement }) => {
  const [grid, skeleton] = Array.from(canvasElement.querySelectorAll('ul'));
  // Images reserve their size (width/height, aspect-ratio), so the heights hold before they load.
  const heights = (list: Element | undefined) =>
    Array.from(list?.querySelectorAll(':scope > li') ?? []).map((li) => Math.round(li.getBoundingClientRect().height));
  const loaded = heights(grid);
  const placeholders = heights(skeleton);
  await expect(placeholders.length).toBe(loaded.length);
  for (const [index, height] of placeholders.entries()) {
    await expect(Math.abs(height - (loaded[index] ?? 0))).toBeLessThanOrEqual(2);
  }
};

export const SkeletonMatchesCards: Story = {
  args: { state: 'both', count: 4 },
  parameters: at(1280),
  play: sameHeights,
};
export const SkeletonMatchesCardsPhone: Story = {
  args: { state: 'both', count: 2 },
  parameters: at(375),
  play: sameHeights,
};

export const Instructors: Story = { args: { kind: 'instructor', count: 10 }, parameters: at(1280) };
export const InstructorsPhone: Story = { args: { kind: 'instructor', count: 4 }, parameters: at(375) };
export const InstructorsLoading: Story = {
  args: { kind: 'instructor', count: 5, state: 'both' },
  parameters: at(1280),
  play: sameHeights,
};
export const Departments: Story = { args: { kind: 'category', count: 10 }, parameters: at(1280) };
export const DepartmentsPhone: Story = { args: { kind: 'category', count: 4 }, parameters: at(375) };
export const DepartmentsLoading: Story = {
  args: { kind: 'category', count: 5, state: 'both' },
  parameters: at(1280),
  play: sameHeights,
};
export const Certificates: Story = { args: { kind: 'certificate', count: 6 }, parameters: at(1280) };
export const CertificatesPhone: Story = { args: { kind: 'certificate', count: 2 }, parameters: at(375) };
export const CertificatesLoading: Story = {
  args: { kind: 'certificate', count: 4, state: 'both' },
  parameters: at(1280),
  play: sameHeights,
};
