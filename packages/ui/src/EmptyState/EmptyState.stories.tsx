import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

type Args = { kind: 'noResults' | 'courses' | 'favorites' };

const meta = {
  title: 'UI/EmptyState',
  args: { kind: 'noResults' },
  render: ({ kind }, { globals }) => {
    const { t } = textFor(globals);
    if (kind === 'courses') return <EmptyState title={t('empty.courses')} />;
    if (kind === 'favorites') {
      return (
        <EmptyState title={t('empty.favorites')} action={<Link href="/courses-page">{t('footer.courses')}</Link>} />
      );
    }
    return <EmptyState title={t('empty.noResults')} description={t('nav.search.placeholder')} />;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};
export const NoCourses: Story = { args: { kind: 'courses' } };
export const WithAction: Story = { args: { kind: 'favorites' } };
