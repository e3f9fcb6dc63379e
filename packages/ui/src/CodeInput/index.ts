export { CodeInput, type CodeInputProps, toCodeDigits } from './CodeInput';
