import { useI18n } from '@dars/i18n';
import { Card, ListError, PageHeader } from '@dars/ui';
import { AboutBlock } from '@dars/ui/AboutBlock';
import { ContactDetails, ContactDetailsPlaceholder } from '@dars/ui/ContactDetails';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useAppActors } from '../../AppActorsContext';
import type { ScreenProps } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import * as styles from './AboutScreen.css';

/**
 * /about_us and /about (spec sections 2, 3): app info's about block (image, title, the whole sanitized
 * description) and the contact details. App info loads with the app; until then the block keeps its
 * size (the contact details too), and if it could not be loaded the page offers to ask again.
 */
export default function AboutScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const headingId = useId();
  const { appInfo } = useAppActors();
  const { info } = useAppInfo();
  const failed = useSelector(appInfo, (s) => s.hasTag('failed'));

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHeader title={t(title)} titleId={headingId} />
      {failed && !info ? (
        <ListError message={t('errors.fetchFailed')} onRetry={() => appInfo.send({ type: 'info.reload' })} />
      ) : (
        <AboutBlock about={info?.about_us ?? null} loading={!info} />
      )}
      {info ? (
        <Card>
          <ContactDetails contact={info.contact_us} title={t('about.contactHeading')} wide />
        </Card>
      ) : failed ? null : (
        <Card>
          <ContactDetailsPlaceholder title={t('about.contactHeading')} wide />
        </Card>
      )}
    </section>
  );
}
