export { OfflineBrowser } from './OfflineBrowser';
