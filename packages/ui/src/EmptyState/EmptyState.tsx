import type { ReactNode } from 'react';
import { mirrored } from '../Carousel/arrows.css';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A link or button that leads on ('Browse courses'). */
  action?: ReactNode;
  /** 1 when the empty state is the whole page (a course not found): its title is the page's heading. */
  level?: 1;
}

/** What a list says when it has nothing to show; announced politely when it appears. */
export function EmptyState({ title, description, action, level }: EmptyStateProps) {
  const Title = level === 1 ? 'h1' : 'p';
  return (
    <div role="status" className={styles.root}>
      <svg
        viewBox="0 0 64 64"
        width={64}
        height={64}
        aria-hidden="true"
        focusable="false"
        className={`${styles.illustration} ${mirrored}`}
      >
        <rect x="10" y="14" width="44" height="36" rx="8" className={styles.back} />
        <path d="M10 26h44" className={styles.line} />
        <circle cx="18" cy="20" r="2" className={styles.dot} />
        <circle cx="25" cy="20" r="2" className={styles.dot} />
        <path d="M24 38h16" className={styles.line} />
      </svg>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
