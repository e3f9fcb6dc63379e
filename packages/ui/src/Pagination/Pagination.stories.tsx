import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, lastPage: 5, hrefFor: (page: number) => `?page=${page}` },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: t('pagination.label') });
    await expect(within(nav).getByRole('link', { name: t('pagination.goTo', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: t('pagination.previous') })).toBeNull();
  },
};

export const Middle: Story = { args: { page: 3 } };
export const LastPage: Story = { args: { page: 5 } };

/** Many pages: gaps around the current one. */
export const ManyPages: Story = { args: { page: 10, lastPage: 24 } };

/** On a phone the previous and next words give way to the arrows. */
export const Phone: Story = {
  args: { page: 10, lastPage: 24 },
  parameters: { darsViewport: 320, chromatic: { viewports: [320] } },
};

/** One page: nothing at all. */
export const SinglePage: Story = {
  args: { lastPage: 1 },
  tags: ['!text'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};
