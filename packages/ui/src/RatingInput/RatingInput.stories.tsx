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

/**
 * Forced colours (Windows high contrast; the test-runner emulates it for this story): every colour is the
 * system's there, so colour alone cannot tell a chosen star from an empty one. A chosen star stays filled
 * and an empty one an outline: the state shows by shape.
 */
export const ForcedColors: Story = {
  args: { initial: 3 },
  parameters: { chromatic: { forcedColors: 'active' } },
  play: async ({ canvasElement, globals }) => {
    // Under automation the mode must really be on, or this story proves nothing.
    if (navigator.webdriver) await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const behind = getComputedStyle(canvas.getByRole('group')).backgroundColor;
    // Paint that shows: not none, not transparent, not the colour behind it.
    const shows = (paint: string) =>
      paint !== 'none' && paint !== behind && paint !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(paint);
    // A star as drawn: filled, an outline only, or not to be seen.
    const shape = (rating: number) => {
      const star = canvas.getByRole('radio', { name: t('review.star', { rating }) });
      const icon = star.closest('label')?.querySelector('svg');
      if (!icon) throw new Error(`no icon for star ${rating}`);
      const { fill, stroke } = getComputedStyle(icon);
      return shows(fill) ? 'filled' : shows(stroke) ? 'outline' : 'unseen';
    };
    await expect([1, 2, 3, 4, 5].map(shape).join(' ')).toBe('filled filled filled outline outline');
  },
};
