import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'UI/RatingStars',
  component: RatingStars,
  args: { value: 4.4, size: 'sm' },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 4.4 rounds to four stars. */
export const Four: Story = {};
export const Five: Story = { args: { value: 4.6, size: 'md' } };
export const Unrated: Story = { args: { value: 0 } };
export const One: Story = { args: { value: 1.2, size: 'md' } };
