export {
  DEFAULT_DIAL,
  type ImageFile,
  MAX_IMAGE_BYTES,
  PROFILE_DELAYS,
  type ProfileContext,
  type ProfileEvent,
  type ProfileField,
  profileMachine,
} from './profileMachine';
