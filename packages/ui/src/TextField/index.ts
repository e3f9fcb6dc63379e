export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
