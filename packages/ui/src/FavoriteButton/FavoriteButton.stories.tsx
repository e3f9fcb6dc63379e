import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FavoriteButton } from './FavoriteButton';

const meta = {
  title: 'UI/FavoriteButton',
  component: FavoriteButton,
  args: { active: false, busy: false, onToggle: fn() },
} satisfies Meta<typeof FavoriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavourite: Story = {};
export const Favourite: Story = { args: { active: true } };
export const Busy: Story = { args: { busy: true } };
