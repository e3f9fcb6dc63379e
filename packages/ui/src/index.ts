export * from './Alert';
export * from './AlertDialog';
export * from './AuthLayout';
export * from './Button';
export * from './Card';
export * from './CardGrid';
export * from './Carousel';
export * from './CategoryCard';
export * from './CertificateCard';
export * from './Checkbox';
export * from './Chips';
export * from './CodeInput';
export * from './CourseCard';
export { formatClock, parseClock } from './clock';
export * from './EmptyState';
export * from './FailureAlert';
export * from './Form';
// Accordion, Article, ContactDetails and SampleCertificate are imported by their folder (`@dars/ui/Article`):
// their stylesheets count as side effects, so through this index they would join the first screen's bundle.
export { sameControlSelector } from './focus';
export * from './Heading';
export * from './InstructorCard';
export { CartIcon, ChevronDownIcon, CloseIcon, Icon, MenuIcon, SearchIcon, UserIcon } from './icons';
export { LanguageToggle, type LanguageToggleProps } from './LanguageToggle';
export { isPlainClick, Link, type LinkProps, NavigationProvider, useNavigate } from './Link';
export * from './ListError';
export { LAZY_PART_RETRY_MS, type LazyPartFrame, lazyPart } from './lazyPart';
export * from './NotificationsMenu';
export {
  type OfflinePage,
  offlinePages,
  useFailedWriteWords,
  useOffline,
  useOfflinePages,
  useWhenBackOnline,
} from './online';
export * from './Pagination';
export * from './PhoneField';
export * from './Price';
export * from './ProgressBar';
export * from './RatingStars';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './SafeHtml';
export * from './SectionHeader';
export * from './SiteFooter';
export { Spinner, type SpinnerProps } from './Spinner';
export * from './Stack';
export { StatusMessage, type StatusMessageProps } from './StatusMessage';
export { visuallyHidden } from './styles/a11y.css';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
export * from './TopBar';
export { isWebUrl } from './url';
