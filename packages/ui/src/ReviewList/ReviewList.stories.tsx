import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'UI/Course/ReviewList',
  args: { empty: false },
  render: ({ empty }, { globals }) => {
    const { pick } = textFor(globals);
    const reviews = [
      {
        id: 1,
        rate: 5,
        comment: pick({
          ar: 'شرح واضح وعملي، وأمثلة Figma مفيدة جدًا.',
          en: 'Clear and practical; the Figma examples helped a lot.',
        }),
        createdAt: '2025-02-01T10:00:00Z',
        user: { name: pick({ ar: 'منى عادل', en: 'Mona Adel' }), image: null },
      },
      {
        id: 2,
        rate: 4,
        comment: pick({ ar: 'دورة ممتازة.', en: 'An excellent course.' }),
        createdAt: '2025-01-05T10:00:00Z',
        user: { name: pick({ ar: 'عمر خالد', en: 'Omar Khaled' }), image: null },
      },
    ];
    return (
      <ReviewList reviews={empty ? [] : reviews} page={1} pageCount={empty ? 1 : 2} hrefFor={(n) => `?reviews=${n}`} />
    );
  },
} satisfies Meta<{ empty: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reviews with stars and dates, and the pages. */
export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(1);
  },
};

/** No reviews yet. */
export const Empty: Story = { args: { empty: true } };
