export { ConnectionBar, type ConnectionBarProps } from './ConnectionBar';
