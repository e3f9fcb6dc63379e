import { useI18n } from '@dars/i18n';
import { useEffect, useRef, useState } from 'react';
import { CartIcon, MenuIcon } from '../icons';
import { LanguageToggle } from '../LanguageToggle';
import { Link } from '../Link';
import { lazyPart, whenIdle } from '../lazyPart';
import { formatBadge } from '../NotificationsMenu/formatBadge';
import { Spinner } from '../Spinner';
import * as badge from '../styles/badge.css';
import { SearchBox } from './SearchBox';
import * as styles from './TopBar.css';
import type { NavLink, TopBarAccount } from './types';
import { useBrandFit } from './useBrandFit';

export type { NavLink, TopBarAccount };
export { SearchBox };

// The menus load when first needed, not with the first screen. The slide-in one's code (Ariakit's dialog)
// is fetched and run once the page is idle, so that the tap on the menu button does not wait for it.
const AccountMenu = lazyPart(() => import('./AccountMenu'));
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazyPart(loadMobileMenu);

export interface TopBarProps {
  /** Product name from app info; the translated fallback while unknown. */
  name: string | null;
  logoUrl: string | null;
  /** App info is slow to arrive: a small spinner stands in for the name. */
  loading?: boolean;
  nav: NavLink[];
  /** The current path, to mark the current nav link. */
  currentPath: string;
  onToggleLanguage: () => void;
  /** Called with a non-blank trimmed term only. */
  onSearch: (term: string) => void;
  /** The search box's initial text (e.g. the current search term). */
  searchTerm?: string;
  account: TopBarAccount;
  /** Profile, my courses, favourites, certificates. */
  accountLinks: NavLink[];
  onLogout: () => void;
  homeHref?: string;
  loginHref?: string;
  registerHref?: string;
  cartHref?: string;
  /** The slide-in menu on phones; controlled when given (stories), otherwise internal. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  mainId?: string;
}

/**
 * The student's cart link with its count: the badge (the bell's, up to "10+") is aria-hidden; the link's
 * name says the count in words. No badge for an empty cart or while the count is unknown.
 */
function CartLink({ href, count, label }: { href: string; count: number | null; label: string }) {
  const { t, plural, format } = useI18n();
  const shown = count === null ? null : formatBadge(count, format.digits);
  return (
    <Link
      variant="plain"
      className={`${styles.iconButton} ${styles.cartLink}`}
      href={href}
      aria-label={count === null ? label : t('nav.cartCount', { courses: plural('count.courses', count) })}
    >
      <CartIcon />
      {shown ? (
        <span className={badge.badge} aria-hidden="true">
          <span className={badge.badgeText}>{shown}</span>
        </span>
      ) : null}
    </Link>
  );
}

/** The top bar (spec section 2): logo, home, departments, about, contact, search, language; account actions. */
export function TopBar(props: TopBarProps) {
  const {
    name,
    logoUrl,
    loading = false,
    nav,
    currentPath,
    onToggleLanguage,
    onSearch,
    searchTerm = '',
    account,
    accountLinks,
    onLogout,
    homeHref = '/home',
    loginHref = '/login',
    registerHref = '/register',
    cartHref = '/cart',
    mainId = 'main',
  } = props;
  const { t } = useI18n();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.menuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onMenuOpenChange?.(next);
  };
  const shownName = name?.trim() || t('app.fallbackName');
  // The name as the bar shows it, fitted to the brand's room; null while a spinner stands in for it.
  const fitted = loading && !name ? null : shownName;
  const slot = useRef<HTMLDivElement>(null);
  const nameBox = useRef<HTMLSpanElement>(null);
  useBrandFit(slot, nameBox, fitted, Boolean(logoUrl));
  useEffect(
    () =>
      whenIdle(() => {
        loadMobileMenu().catch(() => {
          // Offline now: the import is tried again when the menu opens.
        });
      }),
    [],
  );
  const isCurrent = (href: string) => currentPath === href || (href === homeHref && currentPath === '/');

  return (
    <header className={styles.header} data-print="hide">
      <a className={styles.skipLink} href={`#${mainId}`}>
        {t('app.skipToContent')}
      </a>
      <div className={styles.inner}>
        <div className={styles.brandSlot} ref={slot}>
          <Link variant="plain" className={styles.brand} href={homeHref}>
            {/* Decorative: the name beside it (shown, or kept for screen readers) names the link. */}
            {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" width={40} height={40} /> : null}
            {fitted === null ? (
              <Spinner size="sm" />
            ) : (
              <span ref={nameBox} className={styles.brandName}>
                {shownName}
              </span>
            )}
            {fitted !== null && !logoUrl ? (
              <span className={styles.mark} aria-hidden="true">
                {Array.from(shownName)[0]}
              </span>
            ) : null}
          </Link>
        </div>

        <nav className={styles.nav} aria-label={t('app.mainNav')}>
          <ul className={styles.navList}>
            {nav.map((link) => (
              <li key={link.href}>
                <Link
                  variant="plain"
                  className={styles.navLink}
                  href={link.href}
                  aria-current={isCurrent(link.href) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.rowBreak} />

        <div className={styles.search}>
          <SearchBox initial={searchTerm} onSearch={onSearch} />
        </div>

        <div className={styles.actions}>
          <span className={styles.wideOnly}>
            <LanguageToggle onToggle={onToggleLanguage} />
          </span>
          {account.kind === 'visitor' ? (
            <>
              <Link variant="plain" className={`${styles.loginLink} ${styles.wideOnly}`} href={loginHref}>
                {t('auth.login')}
              </Link>
              <Link variant="plain" className={`${styles.registerLink} ${styles.wideOnly}`} href={registerHref}>
                {t('auth.register')}
              </Link>
            </>
          ) : (
            <>
              <CartLink href={cartHref} count={account.cartCount ?? null} label={t('nav.cart')} />
              {account.notifications}
              <AccountMenu
                fallback={<span className={styles.avatarPlaceholder} aria-hidden="true" />}
                name={account.name}
                image={account.image}
                links={accountLinks}
                onLogout={onLogout}
              />
            </>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.narrowOnly}`}
            aria-label={t('nav.menu.open')}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      {open ? (
        <MobileMenu
          fallback={null}
          open={open}
          onClose={() => setOpen(false)}
          title={shownName}
          nav={nav}
          isCurrent={isCurrent}
          searchTerm={searchTerm}
          onSearch={onSearch}
          account={account}
          accountLinks={accountLinks}
          onLogout={onLogout}
          onToggleLanguage={onToggleLanguage}
          loginHref={loginHref}
          registerHref={registerHref}
        />
      ) : null}
    </header>
  );
}
