export { EarlySafeHtml, SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
