import { Link, type LinkProps } from '../Link';
import type { ButtonVariant } from './Button';
import * as styles from './Button.css';

export interface ButtonLinkProps extends Omit<LinkProps, 'variant'> {
  variant?: ButtonVariant;
}

/** A link that looks like a button (a call to action that goes somewhere), navigating inside the app. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} variant="plain" className={[styles.variants[variant], className].filter(Boolean).join(' ')} />;
}
