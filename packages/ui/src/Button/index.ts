export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
