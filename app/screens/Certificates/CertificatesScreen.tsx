import { type Certificate, getMyCertificates } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { CertificateCard, Link } from '@dars/ui';
import { usePagedList } from '../../pagedRoute';
import { href, type ScreenProps } from '../../paths';
import { PagedScreen } from '../paged';

const fetchCertificates = (page: number, signal: AbortSignal) => getMyCertificates(page, { signal });

/**
 * /my_certificate (spec sections 2, 3, 7): course name, issue date (the fallback text when missing)
 * and a download link that opens only an http(s) URL, in a new tab without an opener. 20 a page
 * (`meta.last_page`); the pagination shows only with more than one page.
 */
export default function CertificatesScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const list = usePagedList<Certificate>(fetchCertificates, 'certificates-title');
  return (
    <PagedScreen
      title={t(title)}
      titleId="certificates-title"
      lead={t('certificates.lead')}
      list={list}
      label={t('certificates.grid')}
      variant="course"
      skeleton="certificate"
      skeletonCount={4}
      empty={{
        title: t('empty.certificates'),
        action: <Link href={href('myCourses', {})}>{t('title.myCourses')}</Link>,
      }}
      errorMessage={t('certificates.failed')}
      renderItem={(certificate) => (
        <CertificateCard
          courseTitle={certificate.course}
          issuedAt={certificate.created_at}
          downloadHref={certificate.certificate}
        />
      )}
    />
  );
}
