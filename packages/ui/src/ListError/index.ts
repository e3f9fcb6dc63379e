export { ListError, type ListErrorProps } from './ListError';
