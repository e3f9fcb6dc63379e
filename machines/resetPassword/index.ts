export {
  RESET_PASSWORD_DELAYS,
  type ResetField,
  type ResetPasswordContext,
  type ResetPasswordEvent,
  resetPasswordMachine,
} from './resetPasswordMachine';
