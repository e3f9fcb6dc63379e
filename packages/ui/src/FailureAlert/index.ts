export {
  type Failure,
  FailureAlert,
  type FailureAlertProps,
  type FailureWords,
  failureText,
  fieldError,
} from './FailureAlert';
