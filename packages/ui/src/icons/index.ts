export { CartIcon, ChevronDownIcon, CloseIcon, Icon, type IconProps, MenuIcon, SearchIcon, UserIcon } from './icons';
