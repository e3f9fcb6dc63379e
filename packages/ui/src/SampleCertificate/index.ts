export { SampleCertificate, type SampleCertificateProps } from './SampleCertificate';
