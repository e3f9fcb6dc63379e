export { EmailField, type EmailFieldProps } from './EmailField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
