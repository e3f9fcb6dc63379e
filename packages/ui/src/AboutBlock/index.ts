export { AboutBlock, type AboutBlockProps } from './AboutBlock';
