export { Alert, type AlertProps, type AlertTone } from './Alert';
export { ErrorIcon, InfoIcon, SuccessIcon, type Tone, ToneIcon, WarningIcon } from './ToneIcon';
