import { useI18n } from '@dars/i18n';
import { media } from '@dars/theme';
import { useSyncExternalStore } from 'react';
import { useChosenAtOnce } from '../afterPaint';
import { DirectionalArrow } from '../Carousel/arrows';
import { Link } from '../Link';
import * as styles from './Pagination.css';
import { pageItems } from './pages';

export interface PaginationProps {
  /** The current page (1-based). */
  page: number;
  lastPage: number;
  /** The link of a page (`?page=n` on the current route). */
  hrefFor(page: number): string;
  /** The navigation's name; defaults to the translated 'Pagination'. */
  label?: string;
}

/**
 * Numbered pages with previous and next, as links (client-side through ui Link), so a page can be opened
 * in a new tab and Back returns to the previous page. Renders nothing when there is only one page.
 * The row follows the reading direction: previous is at the line's start (right in Arabic).
 */
export function Pagination({ page, lastPage, hrefFor, label }: PaginationProps) {
  const { t, format } = useI18n();
  const wide = useWide();
  const last = Math.floor(lastPage);
  // The page tapped is marked current in the tap's own render (an attribute only: the row keeps its links until
  // the address has changed, since taking one out of the page costs a tap on a phone); the address follows once
  // that is painted (the URL's change re-renders the whole screen in the same task, and the browser's history
  // entry is slow).
  const [chosen, choose] = useChosenAtOnce(page);
  if (!Number.isFinite(last) || last <= 1) return null;
  const clamp = (value: number) => Math.min(Math.max(1, Math.floor(value) || 1), last);
  const current = clamp(page);
  const marked = clamp(chosen);
  const go = (target: number) => (navigate: () => void) => choose(target, navigate);
  // On the narrowest phones only the current page has no neighbours, so the row fits on one line.
  const items = pageItems(current, last, wide ? 1 : 0);
  return (
    <nav aria-label={label ?? t('pagination.label')} className={styles.root}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link
              href={hrefFor(current - 1)}
              onNavigate={go(current - 1)}
              variant="plain"
              className={styles.step}
              rel="prev"
            >
              <DirectionalArrow to="back" size={18} />
              <span className={styles.stepText}>{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled>
              <DirectionalArrow to="back" size={18} />
              <span className={styles.stepText}>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={hrefFor(item.page)}
                onNavigate={go(item.page)}
                variant="plain"
                className={styles.number}
                aria-label={t('pagination.goTo', { page: item.page })}
                aria-current={item.page === marked ? 'page' : undefined}
              >
                {format.digits(item.page)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link
              href={hrefFor(current + 1)}
              onNavigate={go(current + 1)}
              variant="plain"
              className={styles.step}
              rel="next"
            >
              <span className={styles.stepText}>{t('pagination.next')}</span>
              <DirectionalArrow to="forward" size={18} />
            </Link>
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled>
              <span className={styles.stepText}>{t('pagination.next')}</span>
              <DirectionalArrow to="forward" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

const WIDE = media.up('phone');

function subscribeWide(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const mql = window.matchMedia(WIDE);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function wideNow(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(WIDE).matches;
}

/** True from 480 px (the theme's `phone` breakpoint). */
function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, wideNow, () => true);
}
