import { useI18n } from '@dars/i18n';
import { StatusMessage } from '@dars/ui';
import { useEffect } from 'react';
import { Link } from 'wouter';

export default function NotFoundScreen() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <StatusMessage title={t('notFound.title')} action={<Link href="/home">{t('notFound.home')}</Link>}>
      {t('notFound.body')}
    </StatusMessage>
  );
}
