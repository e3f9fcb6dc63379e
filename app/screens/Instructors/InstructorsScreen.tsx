// Being built (issue 10): shows the placeholder until its screen lands.
export { default } from '../Placeholder/PlaceholderScreen';
