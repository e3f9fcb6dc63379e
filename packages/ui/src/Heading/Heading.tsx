import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  level: HeadingLevel;
  /** The look of another level, when the outline and the look differ (default: the level's own). */
  size?: HeadingLevel;
  className?: string;
  children: ReactNode;
}

/** A heading on the type scale: `<Heading level={2}>` renders an h2 in the h2 size. */
export function Heading({ level, size = level, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className ? `${styles.heading[size]} ${className}` : styles.heading[size]} {...rest}>
      {children}
    </Tag>
  );
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** Buttons or links at the inline end of the title (they wrap under it on a phone). */
  actions?: ReactNode;
  /** The h1's id, for `aria-labelledby` on the page's section. */
  titleId?: string;
}

/** The top of a page: its title, an optional lead and actions. */
export function PageHeader({ title, lead, actions, titleId }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <Heading level={1} id={titleId}>
          {title}
        </Heading>
        {actions ? <div>{actions}</div> : null}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
