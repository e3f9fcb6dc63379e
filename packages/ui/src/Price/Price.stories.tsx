import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { free: false, amount: 349, before: 499, currency: 'EGP' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};
export const FullPrice: Story = { args: { before: 349 } };
export const Free: Story = { args: { free: true, amount: 0, before: 0 } };
export const Large: Story = { args: { amount: 12500, before: 15000, size: 'md' } };
