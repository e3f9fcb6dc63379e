import { type Space, sprinkles } from '@dars/theme';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Stack.css';

type Tag = 'div' | 'section' | 'article' | 'ul' | 'ol' | 'header' | 'footer' | 'nav';
type Align = keyof typeof styles.align;

interface LayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** The space between children, from the theme's 4 px scale. */
  gap?: Space;
  align?: Align;
  as?: Tag;
  className?: string;
  children?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Children one under the other with an even gap: the form stack, a card's body, a page's sections. */
export function Stack({ gap = 4, align = 'stretch', as: Tag = 'div', className, children, ...rest }: LayoutProps) {
  const isList = Tag === 'ul' || Tag === 'ol';
  return (
    <Tag
      className={classes(styles.stack, styles.align[align], sprinkles({ gap }), isList && styles.list, className)}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export interface InlineProps extends LayoutProps {
  justify?: keyof typeof styles.justify;
  /** Wraps onto more lines when there is no room (the default), so nothing overflows a phone. */
  wrap?: boolean;
}

/** Children side by side along the reading direction (right to left in Arabic), wrapping when narrow. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Tag = 'div',
  className,
  children,
  ...rest
}: InlineProps) {
  const isList = Tag === 'ul' || Tag === 'ol';
  return (
    <Tag
      className={classes(
        styles.inline,
        styles.align[align],
        styles.justify[justify],
        wrap && styles.wrap,
        sprinkles({ gap }),
        isList && styles.list,
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export type StackProps = LayoutProps;
