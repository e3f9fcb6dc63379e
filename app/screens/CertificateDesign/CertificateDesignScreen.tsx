import { useI18n } from '@dars/i18n';
import { Button, PageHeader } from '@dars/ui';
import { SampleCertificate } from '@dars/ui/SampleCertificate';
import { useId } from 'react';
import type { ScreenProps } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import * as styles from './CertificateDesignScreen.css';

/** The sample's fixed details: it is a picture of a certificate, not anyone's. */
export const SAMPLE_CERTIFICATE = { issuedAt: '2025-06-15', number: 'DRS-2025-004812' } as const;

/**
 * /certificate-design (spec section 2): the static sample certificate, and a button that prints it
 * (alone, on one A4 landscape page: the page's title and the button are not printed).
 */
export default function CertificateDesignScreen({
  title,
  print = () => window.print(),
}: ScreenProps & { print?: () => void }) {
  const { t } = useI18n();
  const headingId = useId();
  const { info } = useAppInfo();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div data-print="hide">
        <PageHeader
          title={t(title)}
          titleId={headingId}
          lead={t('certificateDesign.lead')}
          actions={
            <Button variant="secondary" onClick={print}>
              {t('certificateDesign.print')}
            </Button>
          }
        />
      </div>
      <SampleCertificate
        productName={info?.name || t('app.fallbackName')}
        logoUrl={info?.logo || null}
        issuedAt={SAMPLE_CERTIFICATE.issuedAt}
        number={SAMPLE_CERTIFICATE.number}
      />
    </section>
  );
}
