import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstructorCard } from './InstructorCard';

const SAMPLE = {
  en: { name: 'Sara Ahmed', field: 'Programming' },
  ar: { name: 'سارة أحمد', field: 'البرمجة' },
};

type Args = { field: boolean };

const meta = {
  title: 'UI/InstructorCard',
  args: { field: true },
  render: ({ field }, { globals }) => {
    const text = textFor(globals).pick(SAMPLE);
    return (
      <div style={{ maxInlineSize: 220 }}>
        <InstructorCard
          name={text.name}
          image="/demo-media/avatars/sara.svg"
          categoryTitle={field ? text.field : undefined}
        />
      </div>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutField: Story = { args: { field: false } };
