import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeader } from './SectionHeader';

type Args = { viewAll: boolean };

const meta = {
  title: 'UI/SectionHeader',
  args: { viewAll: true },
  render: ({ viewAll }, { globals }) => {
    const { t } = textFor(globals);
    return (
      <SectionHeader
        title={t('home.coursesTitle')}
        id="courses-title"
        viewAll={viewAll ? { href: '/courses-page' } : undefined}
      />
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithViewAll: Story = {};
export const TitleOnly: Story = { args: { viewAll: false } };
export const Phone: Story = { parameters: { darsViewport: 320, chromatic: { viewports: [320] } } };
