import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** Inner space: `lg` (24 px, 16 px on phones), `md` (16 px) or `none` (the content pads itself). */
  padding?: keyof typeof styles.card;
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
  children?: ReactNode;
}

/** The card surface every screen uses (profile tabs, plans, course cards, the cart summary…). */
export function Card({ padding = 'lg', as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={className ? `${styles.card[padding]} ${className}` : styles.card[padding]} {...rest}>
      {children}
    </Tag>
  );
}
