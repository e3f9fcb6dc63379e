import { useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusMessage } from './StatusMessage';

const meta = {
  title: 'UI/StatusMessage',
  component: StatusMessage,
  args: { title: '' },
} satisfies Meta<typeof StatusMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

function NotFoundExample() {
  const { t } = useI18n();
  return (
    <StatusMessage title={t('notFound.title')} action={<a href="/home">{t('notFound.home')}</a>}>
      {t('notFound.body')}
    </StatusMessage>
  );
}

export const NotFound: Story = { render: () => <NotFoundExample /> };
