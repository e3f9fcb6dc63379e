export { CertificateCard, type CertificateCardProps, isWebUrl } from './CertificateCard';
