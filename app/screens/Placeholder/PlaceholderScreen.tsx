import { type MessageKey, useI18n } from '@dars/i18n';
import { Link, StatusMessage } from '@dars/ui';

/** A screen that a later issue builds: a clear note inside the layout. */
export default function PlaceholderScreen({ title }: { title: MessageKey }) {
  const { t } = useI18n();
  return (
    <StatusMessage title={t(title)} action={<Link href="/home">{t('placeholder.home')}</Link>}>
      {t('placeholder.body')}
    </StatusMessage>
  );
}
