export {
  CHANGE_PASSWORD_DELAYS,
  type ChangePasswordContext,
  type ChangePasswordEvent,
  changePasswordMachine,
  type PasswordField,
} from './changePasswordMachine';
