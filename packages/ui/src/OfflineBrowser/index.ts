export { OfflineBrowser, offlineBrowser } from './OfflineBrowser';
