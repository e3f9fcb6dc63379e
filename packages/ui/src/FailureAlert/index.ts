export { type Failure, FailureAlert, type FailureAlertProps, failureText, fieldError } from './FailureAlert';
