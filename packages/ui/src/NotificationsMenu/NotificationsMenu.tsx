import { useI18n } from '@dars/i18n';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { usePopup } from '../popup';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../styles/a11y.css';
import { formatBadge } from './formatBadge';
import * as styles from './NotificationsMenu.css';

export { BADGE_LIMIT, formatBadge } from './formatBadge';

export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  created_at: string;
  is_read: boolean;
}

export interface NotificationsMenuProps {
  items: NotificationItem[];
  status: 'loading' | 'ready' | 'failed';
  /** Called when the panel opens (the app may refetch). */
  onOpen?: () => void;
  onRead: (id: number) => void;
  onReadAll: () => void;
  onDelete: (id: number) => void;
  onRetry?: () => void;
  /** Controlled open state, for stories and tests; uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The top bar's bell: an unread badge, and a panel to read, mark and delete notifications. */
export function NotificationsMenu({
  items,
  status,
  onOpen,
  onRead,
  onReadAll,
  onDelete,
  onRetry,
  open,
  onOpenChange,
}: NotificationsMenuProps) {
  const { t, plural, format } = useI18n();
  // The panel is drawn by the tap that opens it, focus on its first control (usePopup): a general popover's
  // set-up (positioning, observers, layered stores) made that tap a long task on a phone.
  const popup = usePopup({
    focusOnOpen: (panel) => panel.querySelector<HTMLElement>('button:not(:disabled), a[href]'),
    open,
    onOpenChange,
  });
  const shown = popup.open;
  // The rows are drawn just after the panel, in a render of their own that the browser may interrupt and
  // paint before: the tap is answered by the panel at once, however long the list (building
  // fifteen rows and their layout inside the tap is a long task on a phone).
  const rowsShown = useDeferredValue(shown);
  const rowsPending = status === 'ready' && items.length > 0 && !rowsShown;

  // onOpen fires once each time the panel goes from closed to open, whoever opened it.
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown && !wasShown.current) onOpen?.();
    wasShown.current = shown;
  }, [shown, onOpen]);

  const unread = items.filter((item) => !item.is_read).length;
  const badge = formatBadge(unread, format.digits);
  const labelId = useId();
  const countId = useId();
  const headingId = useId();
  // "Mark all as read" is disabled once nothing is unread: focus moves to the panel's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const readAllPressed = useRef(false);
  useEffect(() => {
    if (unread === 0 && readAllPressed.current) {
      readAllPressed.current = false;
      headingRef.current?.focus();
    }
  }, [unread]);

  return (
    <>
      {/* The badge sits beside the button, not in it: it repeats the count the button's name says in
          words, and as visible text inside the button it would have to be part of that name. */}
      <span ref={popup.rootRef} className={styles.popupRoot}>
        <span className={styles.root}>
          <button
            ref={popup.buttonRef}
            type="button"
            className={styles.bell}
            aria-labelledby={`${labelId} ${countId}`}
            aria-haspopup="dialog"
            aria-expanded={shown}
            aria-controls={shown ? popup.popupId : undefined}
            onClick={() => popup.setOpen(!shown)}
            onKeyDown={popup.onKeyDown}
          >
            <BellIcon className={styles.bellIcon} />
            <span id={labelId} className={visuallyHidden}>
              {t('notifications.open')}
            </span>
            {/* Only a loaded list has a count: a failed load never claims "no unread notifications". */}
            <span id={countId} className={visuallyHidden}>
              {status === 'ready'
                ? plural('count.unreadNotifications', unread)
                : t(status === 'failed' ? 'notifications.loadFailed' : 'common.loading')}
            </span>
          </button>
          {badge ? (
            <span className={styles.badge} aria-hidden="true">
              <span className={styles.badgeText}>{badge}</span>
            </span>
          ) : null}
        </span>
        {shown ? (
          // Non-modal, inside the header (not portalled): it takes the page's language and direction.
          <div
            id={popup.popupId}
            role="dialog"
            aria-labelledby={headingId}
            tabIndex={-1}
            className={styles.panel}
            onKeyDown={popup.onKeyDown}
          >
            <div className={styles.header}>
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
                {t('notifications.title')}
              </h2>
              {status !== 'failed' ? (
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={status !== 'ready' || unread === 0}
                  onClick={() => {
                    readAllPressed.current = true;
                    onReadAll();
                  }}
                >
                  {t('notifications.markAllRead')}
                </button>
              ) : null}
            </div>
            <div className={styles.content} aria-busy={status === 'loading' || rowsPending}>
              {status === 'loading' ? (
                <div className={styles.state}>
                  <Spinner />
                </div>
              ) : status === 'failed' ? (
                <div className={styles.state}>
                  <p className={styles.stateText} role="alert">
                    {t('errors.fetchFailed')}
                  </p>
                  {onRetry ? (
                    <button type="button" className={styles.retry} onClick={onRetry}>
                      {t('common.retry')}
                    </button>
                  ) : null}
                </div>
              ) : items.length === 0 ? (
                <div className={styles.state}>
                  <BellIcon className={styles.stateIcon} />
                  <p className={styles.stateText}>{t('empty.notifications')}</p>
                </div>
              ) : rowsPending ? (
                <div className={styles.state} />
              ) : (
                <ul className={styles.list}>
                  {items.map((item) => (
                    <NotificationRow key={item.id} item={item} onRead={onRead} onDelete={onDelete} />
                  ))}
                </ul>
              )}
            </div>
          </div>
        ) : null}
      </span>
    </>
  );
}

interface NotificationRowProps {
  item: NotificationItem;
  onRead: (id: number) => void;
  onDelete: (id: number) => void;
}

function NotificationRow({ item, onRead, onDelete }: NotificationRowProps) {
  const { t, format } = useI18n();
  // Here, not in the menu: a row exists only while the panel is open, so a page load with the panel
  // closed formats no date (the first date format the page makes costs a few milliseconds).
  const date = format.date(item.created_at, t('common.notAvailable'));
  const titleId = useId();
  const unread = !item.is_read;
  // "Mark as read" disappears once the item is read: focus moves to the row's delete button, so it
  // stays in the panel instead of falling to the page.
  const deleteRef = useRef<HTMLButtonElement>(null);
  const readPressed = useRef(false);
  useEffect(() => {
    if (!unread && readPressed.current) {
      readPressed.current = false;
      deleteRef.current?.focus();
    }
  }, [unread]);
  const validDate = item.created_at && !Number.isNaN(Date.parse(item.created_at));
  return (
    <li className={unread ? styles.itemUnread : styles.item}>
      {/* Unread shows as a dot and a bold title, and is spoken; colour alone never carries it. */}
      <span className={unread ? styles.dot : styles.dotSpace} aria-hidden="true" />
      <div className={styles.itemMain}>
        {unread ? <span className={visuallyHidden}>{t('notifications.unread')}</span> : null}
        <p id={titleId} className={unread ? styles.itemTitleUnread : styles.itemTitle}>
          {item.title}
        </p>
        {item.body ? <p className={styles.itemBody}>{item.body}</p> : null}
        <div className={styles.itemMeta}>
          {validDate ? (
            <time className={styles.date} dateTime={item.created_at}>
              {date}
            </time>
          ) : (
            <span className={styles.date}>{date}</span>
          )}
          {unread ? (
            <button
              type="button"
              className={styles.markRead}
              aria-describedby={titleId}
              onClick={() => {
                readPressed.current = true;
                onRead(item.id);
              }}
            >
              <svg
                className={styles.actionIcon}
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M20 6 9 17l-5-5" />
              </svg>
              {t('notifications.markRead')}
            </button>
          ) : null}
        </div>
      </div>
      <button
        ref={deleteRef}
        type="button"
        className={styles.deleteButton}
        aria-label={t('notifications.deleteLabel')}
        aria-describedby={titleId}
        title={t('notifications.delete')}
        onClick={() => onDelete(item.id)}
      >
        <svg
          className={styles.actionIcon}
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13h10l1-13M10 11v5.5M14 11v5.5" />
        </svg>
      </button>
    </li>
  );
}

function BellIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8.5a6 6 0 0 0-12 0c0 6.5-2.5 8.5-2.5 8.5h17S18 15 18 8.5" />
      <path d="M13.7 20.5a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
