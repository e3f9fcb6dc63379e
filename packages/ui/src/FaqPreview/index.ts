export { type FaqItem, FaqPreview, type FaqPreviewProps } from './FaqPreview';
