export { type NavLink, SearchBox, TopBar, type TopBarAccount, type TopBarProps } from './TopBar';
