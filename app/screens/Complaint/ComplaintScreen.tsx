export { default } from '../Placeholder/PlaceholderScreen';
