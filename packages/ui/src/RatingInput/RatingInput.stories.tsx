import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RatingInput } from './RatingInput';

type Args = { initial: number; missing: boolean };

function Stars({ initial, missing, label, error }: Args & { label: string; error: string }) {
  const [value, setValue] = useState(initial);
  return <RatingInput label={label} value={value} onChange={setValue} error={missing && value === 0 ? error : null} />;
}

const meta = {
  title: 'UI/Review/RatingInput',
  args: { initial: 0, missing: false },
  render: (args, { globals }) => {
    const { t } = textFor(globals);
    return <Stars {...args} label={t('review.courseRating')} error={t('review.ratingRequired')} />;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * None chosen: the arrow keys move and choose (Down here; the browser's Left and Right follow the page's
 * direction, which the end-to-end test checks with real keys).
 */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('review.star', { rating: 2 }) }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t('review.star', { rating: 3 }) })).toBeChecked();
  },
};

export const FourChosen: Story = { args: { initial: 4 } };

/** Next was pressed with no star: the message is tied to the group. */
export const RatingMissing: Story = {
  args: { missing: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(t('review.ratingRequired'));
  },
};
