export { PLAYBACK_RATES, VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
