export {
  DEFAULT_PHONE_KEY,
  REGISTER_DELAYS,
  type RegisterContext,
  type RegisterEvent,
  type RegisterField,
  registerMachine,
  registrationPayload,
} from './registerMachine';
