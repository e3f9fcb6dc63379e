import type { ReactNode } from 'react';
import { PageHeader } from '../Heading';
import { EarlySafeHtml, SafeHtml } from '../SafeHtml';
import { Spinner } from '../Spinner';
import * as styles from './Article.css';

export interface ArticleProps {
  /** The page's h1. */
  title: string;
  /** The server's rich text (sanitized by SafeHtml). */
  html?: string;
  /** Instead of the text: what stands in for it (a spinner while it loads, an error with a retry). */
  children?: ReactNode;
  /** The h1's id, for `aria-labelledby`. */
  headingId?: string;
}

/**
 * A long read (a policy): its title as the page's one h1, then the server's text in one readable
 * column (about 65 characters a line) with a heading, paragraph and list rhythm, the same in both
 * directions, and printable (no heading left alone at the foot of a page).
 */
export function Article({ title, html, headingId, children }: ArticleProps) {
  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <PageHeader title={title} titleId={headingId} />
      </div>
      {html === undefined ? children : <SafeHtml html={html} className={styles.body} />}
    </article>
  );
}

/**
 * The text's place while it loads: a large spinner in a tall box (the spec's full-page spinner). On a
 * prerendered first page, boot (app/boot) draws the server's text into the hidden box beside it (sanitized,
 * @dars/ui SafeHtml drawEarly.ts) and takes the spinner away, before the app has loaded.
 */
export function ArticleWaiting({ label }: { label?: string }) {
  return (
    <>
      <div className={styles.waiting} data-early-html-waiting="">
        <Spinner size="lg" label={label} />
      </div>
      <EarlySafeHtml className={styles.body} />
    </>
  );
}
