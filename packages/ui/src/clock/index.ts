export { formatClock, parseClock } from './clock';
