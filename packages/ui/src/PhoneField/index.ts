export { PhoneField, type PhoneFieldProps, phoneDigits } from './PhoneField';
