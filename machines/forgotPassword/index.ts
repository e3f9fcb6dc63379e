export {
  FORGOT_PASSWORD_DELAYS,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  forgotPasswordMachine,
} from './forgotPasswordMachine';
