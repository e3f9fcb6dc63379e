export { isPlainClick, Link, type LinkProps, NavigationProvider, useNavigate } from './Link';
