import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { value: 64 },
  render: (args) => (
    <div style={{ maxInlineSize: 280 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partly: Story = {};
export const NotStarted: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
