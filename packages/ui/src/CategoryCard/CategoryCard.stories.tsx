import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryCard } from './CategoryCard';

const SAMPLE = { en: 'Programming', ar: 'البرمجة' };

type Args = { image: boolean; count: number; linked: boolean };

const meta = {
  title: 'UI/CategoryCard',
  args: { image: true, count: 12, linked: true },
  render: ({ image, count, linked }, { globals }) => (
    <div style={{ maxInlineSize: 220 }}>
      <CategoryCard
        title={textFor(globals).pick(SAMPLE)}
        image={image ? '/demo-media/categories/1.svg' : null}
        coursesCount={count}
        href={linked ? '/courses-page?category_id=1' : undefined}
      />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
/** No image: the placeholder icon. */
export const Placeholder: Story = { args: { image: false, count: 2 } };
export const OneCourse: Story = { args: { count: 1 } };
export const NoCourses: Story = { args: { count: 0, linked: false } };
