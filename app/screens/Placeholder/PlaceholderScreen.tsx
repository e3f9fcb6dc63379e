import { useI18n } from '@dars/i18n';
import { Link, StatusMessage } from '@dars/ui';
import { href, type ScreenProps } from '../../routeTable';

/** A screen that a later issue builds: a clear note inside the layout. */
export default function PlaceholderScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  return (
    <StatusMessage title={t(title)} action={<Link href={href('home')}>{t('placeholder.home')}</Link>}>
      {t('placeholder.body')}
    </StatusMessage>
  );
}
