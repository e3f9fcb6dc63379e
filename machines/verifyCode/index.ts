export {
  CODE_LENGTH,
  VERIFY_CODE_DELAYS,
  type VerifyCodeContext,
  type VerifyCodeEvent,
  verifyCodeMachine,
} from './verifyCodeMachine';
