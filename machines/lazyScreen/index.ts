export {
  ChunkTimeoutError,
  LAZY_SCREEN_DELAYS,
  type LazyScreenContext,
  type LazyScreenEvent,
  lazyScreenMachine,
} from './lazyScreenMachine';
