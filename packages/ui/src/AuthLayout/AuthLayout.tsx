import { type ReactNode, useId } from 'react';
import * as styles from './AuthLayout.css';
import { LearningIllustration } from './Illustration';

export interface AuthLayoutProps {
  /** The page's heading (h1). */
  title: string;
  /** A line under the title (e.g. the welcome line). */
  lead?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** The line under the form, e.g. "Don't have an account? Register". */
  footer?: ReactNode;
  /** A decorative illustration beside the card, shown from 1024 px wide only. */
  illustration?: boolean;
}

/**
 * The frame of the login, register, forgot, confirm-code and reset screens: a card with the title,
 * the form and a footer line; on wide screens an illustration at the inline end.
 * It sits inside the app's <main>, so it is a named region, not another main.
 */
export function AuthLayout({ title, lead, children, footer, illustration = true }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <div className={styles.root}>
      <div className={illustration ? `${styles.inner} ${styles.withIllustration}` : styles.inner}>
        <section className={styles.card} aria-labelledby={titleId}>
          <div className={styles.header}>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
        {illustration ? (
          <div className={styles.illustration} aria-hidden="true" data-illustration="">
            <LearningIllustration />
          </div>
        ) : null}
      </div>
    </div>
  );
}
