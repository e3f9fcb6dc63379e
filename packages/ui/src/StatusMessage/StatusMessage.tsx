import type { ReactNode } from 'react';
import * as styles from './StatusMessage.css';

export interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  /** A link or button that gets the user going again. */
  action?: ReactNode;
  /** Heading level of the title: 1 when the message is the whole page. */
  level?: 1 | 2;
  /**
   * A failure that replaced what was loading: said at once by assistive technology (role alert), as
   * the lists' failures are. Not for a page that simply is this message (not found, a result).
   */
  announce?: boolean;
}

/** A page-level message: not found, failed to load, nothing here yet. */
export function StatusMessage({ title, children, action, level = 1, announce = false }: StatusMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.root} role={announce ? 'alert' : undefined}>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <p className={styles.body}>{children}</p> : null}
      {action}
    </section>
  );
}
