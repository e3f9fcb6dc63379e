import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'UI/Course/ReviewList',
  args: { empty: false, long: false },
  render: ({ empty, long }, { globals }) => {
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
        comment: long
          ? pick({
              ar: 'شرح مفصّل لكل درس، مع أمثلة وتمارين تساعد على الفهم. '.repeat(90),
              en: 'A detailed walk through every lesson, with examples and exercises that help. '.repeat(65),
            })
          : pick({ ar: 'دورة ممتازة.', en: 'An excellent course.' }),
        createdAt: '2025-01-05T10:00:00Z',
        user: { name: pick({ ar: 'عمر خالد', en: 'Omar Khaled' }), image: null },
      },
    ];
    return (
      <ReviewList reviews={empty ? [] : reviews} page={1} pageCount={empty ? 1 : 2} hrefFor={(n) => `?reviews=${n}`} />
    );
  },
} satisfies Meta<{ empty: boolean; long: boolean }>;
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

/** A comment of about 5,000 characters: its first six lines and a button for the whole of it. */
export const LongComment: Story = {
  args: { long: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const more = within(canvasElement).getByRole('button', { name: t('course.reviewMore') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = canvasElement.querySelector(`[id="${more.getAttribute('aria-controls')}"]`) as HTMLElement;
    // Clamped: it shows six lines of a text that holds many more.
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight * 2);
  },
};

/** The long comment opened from its button. */
export const LongCommentOpened: Story = {
  args: { long: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const more = within(canvasElement).getByRole('button', { name: t('course.reviewMore') });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent(t('course.reviewLess'));
  },
};
