import { useI18n } from '@dars/i18n';
import { Link, StatusMessage } from '@dars/ui';
import { href } from '../../paths';
import { usePageTitle } from '../../usePageTitle';

export default function NotFoundScreen() {
  const { t } = useI18n();
  usePageTitle(t('notFound.title'));
  return (
    <StatusMessage title={t('notFound.title')} action={<Link href={href('home')}>{t('notFound.home')}</Link>}>
      {t('notFound.body')}
    </StatusMessage>
  );
}
