import { useMemo } from 'react';
import * as styles from './SafeHtml.css';
import { sanitizeToTrustedHtml } from './sanitize';

export interface SafeHtmlProps {
  /** HTML from the server: descriptions, about-us, policies. */
  html: string;
  className?: string;
}

/**
 * The one place server HTML reaches the page, always through DOMPurify; under the production
 * Content-Security-Policy the markup is TrustedHTML from the app's one Trusted Types policy.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeToTrustedHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      // Marks server HTML on the page, for the tests that check it is there and sanitized.
      data-safe-html=""
      // The only dangerouslySetInnerHTML in the app (biome.json allows it in this file alone): the HTML is sanitized above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * Where boot (app/boot) draws server HTML before the app has loaded (drawEarly.ts), on a prerendered page:
 * empty and hidden, with SafeHtml's look, so the text it receives sits where the app then draws it.
 */
export function EarlySafeHtml({ className }: { className?: string }) {
  return <div className={className ? `${styles.root} ${className}` : styles.root} data-early-html="" hidden />;
}
