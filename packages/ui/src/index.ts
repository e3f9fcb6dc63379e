export { AppHeader, type AppHeaderProps } from './AppHeader';
export { LanguageToggle, type LanguageToggleProps } from './LanguageToggle';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './SafeHtml';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatusMessage, type StatusMessageProps } from './StatusMessage';
export { visuallyHidden } from './styles/a11y.css';
