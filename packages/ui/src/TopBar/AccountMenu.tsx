import { useI18n } from '@dars/i18n';
import { type KeyboardEvent, useRef } from 'react';
import { UserIcon } from '../icons';
import { Link } from '../Link';
import { usePopup } from '../popup';
import * as styles from './TopBar.css';
import type { NavLink } from './types';

function Avatar({ image }: { image: string | null }) {
  return image ? <img className={styles.avatarImage} src={image} alt="" width={40} height={40} /> : <UserIcon />;
}

const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

/**
 * The avatar menu of a signed-in student: a menu button (WAI-ARIA's pattern); choosing an item closes it
 * and gives focus back to the button. The menu is drawn by the tap
 * that opens it, focus on its first item (usePopup): on a slow phone a general popover library's set-up
 * (positioning, observers, layered stores) made that tap a long task. Arrow keys, Home and End move through
 * the items (round from the last to the first), Escape closes it and focus returns to the button.
 */
export default function AccountMenu({
  name,
  image,
  links,
  onLogout,
}: {
  name: string;
  image: string | null;
  links: NavLink[];
  onLogout: () => void;
}) {
  const { t } = useI18n();
  const opensOn = useRef<'first' | 'last'>('first');
  const popup = usePopup({
    focusOnOpen: (menu) => {
      const items = itemsOf(menu);
      return opensOn.current === 'last' ? items.at(-1) : items[0];
    },
  });
  const { open, setOpen, buttonRef, rootRef, popupId } = popup;
  const buttonId = `${popupId}-button`;

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    popup.onKeyDown(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    opensOn.current = event.key === 'ArrowUp' ? 'last' : 'first';
    setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    popup.onKeyDown(event);
    const items = itemsOf(event.currentTarget);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? items[(at + 1) % items.length]
        : event.key === 'ArrowUp'
          ? items[(at - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items.at(-1)
              : undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    } else if (event.key === ' ' && at >= 0) {
      // Space chooses an item as Enter does (a link alone answers only Enter).
      event.preventDefault();
      items[at]?.click();
    }
  };

  return (
    <span ref={rootRef} className={styles.accountRoot}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.avatarButton}
        aria-label={`${t('menu.label')}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => {
          opensOn.current = 'first';
          setOpen(!open);
        }}
        onKeyDown={onButtonKey}
      >
        <Avatar image={image} />
      </button>
      {/* Inside the header, not portalled: the menu stays in the banner landmark. Its items exist only
          while it is open: a page load does not draw them hidden. */}
      {open ? (
        <div
          id={popupId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          <div className={styles.menuHeading} aria-hidden="true">
            {name}
          </div>
          {links.map((link) => (
            <Link
              key={link.href}
              role="menuitem"
              tabIndex={-1}
              variant="plain"
              className={styles.menuItem}
              href={link.href}
              onClick={() => setOpen(false, true)}
            >
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.menuItem} ${styles.menuDanger}`}
            onClick={() => {
              setOpen(false, true);
              onLogout();
            }}
          >
            {t('auth.logout')}
          </button>
        </div>
      ) : null}
    </span>
  );
}
