import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useDirection, useI18n } from '@dars/i18n';
import { CloseIcon } from '../icons';
import { LanguageToggle } from '../LanguageToggle';
import { Link } from '../Link';
import { SearchBox } from './SearchBox';
import * as styles from './TopBar.css';
import type { NavLink, TopBarAccount } from './types';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  title: string;
  nav: NavLink[];
  isCurrent: (href: string) => boolean;
  searchTerm: string;
  onSearch: (term: string) => void;
  account: TopBarAccount;
  accountLinks: NavLink[];
  onLogout: () => void;
  onToggleLanguage: () => void;
  loginHref: string;
  registerHref: string;
}

/** The slide-in menu on phones: a modal dialog (focus kept inside, Escape closes, focus returns). */
export default function MobileMenu(props: MobileMenuProps) {
  const {
    open,
    onClose,
    title,
    nav,
    isCurrent,
    searchTerm,
    onSearch,
    account,
    accountLinks,
    onLogout,
    onToggleLanguage,
    loginHref,
    registerHref,
  } = props;
  const { t } = useI18n();
  const { dir } = useDirection();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={styles.drawer}
      backdrop={<div className={styles.backdrop} />}
      dir={dir}
    >
      <div className={styles.drawerHeader}>
        <DialogHeading className={styles.drawerTitle}>{title}</DialogHeading>
        <DialogDismiss className={styles.iconButton} aria-label={t('nav.menu.close')}>
          <CloseIcon />
        </DialogDismiss>
      </div>
      <SearchBox
        initial={searchTerm}
        onSearch={(term) => {
          onClose();
          onSearch(term);
        }}
      />
      <nav aria-label={t('app.mainNav')}>
        <ul className={styles.drawerList}>
          {nav.map((link) => (
            <li key={link.href}>
              <Link
                variant="plain"
                className={styles.drawerLink}
                href={link.href}
                aria-current={isCurrent(link.href) ? 'page' : undefined}
                onClick={onClose}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {account.kind === 'student' ? (
        <ul className={styles.drawerList}>
          {accountLinks.map((link) => (
            <li key={link.href}>
              <Link variant="plain" className={styles.drawerLink} href={link.href} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.drawerActions}>
        <LanguageToggle onToggle={onToggleLanguage} />
        {account.kind === 'visitor' ? (
          <>
            <Link variant="plain" className={styles.loginLink} href={loginHref} onClick={onClose}>
              {t('auth.login')}
            </Link>
            <Link variant="plain" className={styles.registerLink} href={registerHref} onClick={onClose}>
              {t('auth.register')}
            </Link>
          </>
        ) : (
          <button
            type="button"
            className={`${styles.loginLink} ${styles.menuDanger}`}
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            {t('auth.logout')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
