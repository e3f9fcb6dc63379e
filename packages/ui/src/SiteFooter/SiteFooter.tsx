import { type MessageKey, useI18n } from '@dars/i18n';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './SiteFooter.css';

export type SocialKind = 'twitter' | 'facebook' | 'instagram' | 'snapchat' | 'youtube' | 'whatsapp';

export interface FooterLink {
  href: string;
  label: string;
}

export interface SiteFooterProps {
  /** The product name from app info (already resolved, never empty). */
  name: string;
  logoUrl: string | null;
  /** Only the networks app info gives a URL for; the component also drops any href that is not http(s). */
  social: { kind: SocialKind; href: string }[];
  /** Quick links (the app passes the Arabic or English set). */
  links: FooterLink[];
  /** The six policy pages and the user guides. */
  policies: FooterLink[];
  address: string | null;
  phone: string | null;
  email: string | null;
  /** The copyright year (the spec fixes 2025). */
  year: number;
  /** Client-side navigation for internal links (plain click, no modifier keys); without it links are ordinary. */
  onNavigate?: (href: string) => void;
}

/** A same-origin path the router can take ("/about"), not a protocol-relative "//host" URL. */
function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The number as dialled: a leading plus and ASCII digits (Arabic-Indic digits are converted). */
function telHref(phone: string): string {
  const ascii = phone.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
  return `tel:${ascii.trim().startsWith('+') ? '+' : ''}${ascii.replace(/\D/g, '')}`;
}

function present(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const SOCIAL_LABEL: Record<SocialKind, MessageKey> = {
  twitter: 'social.twitter',
  facebook: 'social.facebook',
  instagram: 'social.instagram',
  snapchat: 'social.snapchat',
  youtube: 'social.youtube',
  whatsapp: 'social.whatsapp',
};

/** Simple line glyphs on a 24 px grid, drawn for this footer; decorative (the link carries the name). */
const SOCIAL_GLYPH: Record<SocialKind, ReactNode> = {
  twitter: (
    <>
      <path d="M4 4h4.6L20 20h-4.6z" fill="currentColor" stroke="none" />
      <path d="M19.5 4l-6.6 7.4M11.1 12.6L4.5 20" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.5 1.6-1.5h1.6V4.1a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.6v3.2h2.7V21z"
      fill="currentColor"
      stroke="none"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  snapchat: (
    <path d="M12 3.5c-2.9 0-4.8 2-4.8 5v2.2l-1.6-.5c-.7-.1-1 .7-.4 1.1l1.9 1c-.6 1.6-1.9 2.9-3.6 3.6.4.8 1.6 1 2.8 1.2l.4 1.4 1.8-.3c1 0 1.6 1.1 3.5 1.1s2.5-1.1 3.5-1.1l1.8.3.4-1.4c1.2-.2 2.4-.4 2.8-1.2-1.7-.7-3-2-3.6-3.6l1.9-1c.6-.4.3-1.2-.4-1.1l-1.6.5V8.5c0-3-1.9-5-4.8-5z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" stroke="none" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0-7.4 12.7L3.5 20.5l4.4-1.1A8.5 8.5 0 1 0 12 3.5z" />
      <path
        d="M9.2 7.8c-.4 0-.8.2-1 .6-.4.6-.5 1.4-.2 2.3.7 2 2.4 3.7 4.4 4.5.9.3 1.7.2 2.3-.2.4-.3.6-.7.6-1.1l-1.8-.9-.9.9c-1-.4-1.9-1.3-2.4-2.3l.9-.9z"
        fill="currentColor"
        stroke="none"
      />
    </>
  ),
};

function Glyph({ children, className }: { children: ReactNode; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const CONTACT_GLYPH = {
  address: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.1 2A15.5 15.5 0 0 1 4.6 5.6a2 2 0 0 1 2-2.1z" />
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3.8 7l8.2 6 8.2-6" />
    </>
  ),
} as const;

/**
 * The site-wide footer: logo and name, social links, quick links, policy links, contact details and
 * the copyright line. Blocks without data disappear; social links that are not http(s) are dropped.
 */
export function SiteFooter({
  name,
  logoUrl,
  social,
  links,
  policies,
  address,
  phone,
  email,
  year,
  onNavigate,
}: SiteFooterProps) {
  const { t } = useI18n();
  const ids = useId();
  const quickId = `${ids}-quick`;
  const policiesId = `${ids}-policies`;
  const contactId = `${ids}-contact`;
  const socialId = `${ids}-social`;

  const safeSocial = social.filter((item) => isWebUrl(item.href));
  const shownAddress = present(address);
  const shownPhone = present(phone);
  const shownEmail = present(email);
  const hasContact = Boolean(shownAddress || shownPhone || shownEmail);

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isInternal(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.defaultPrevented) return;
    event.preventDefault();
    onNavigate(href);
  };

  const linkList = (items: FooterLink[], className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <a className={styles.link} href={item.href} onClick={follow(item.href)}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.brandColumn}>
            <p className={styles.brand}>
              {/* The name is written beside the logo, so the image adds nothing for a screen reader. */}
              {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" width={40} height={40} /> : null}
              <span>{name}</span>
            </p>
            {safeSocial.length > 0 ? (
              <section className={styles.column} aria-labelledby={socialId}>
                <h2 className={styles.heading} id={socialId}>
                  {t('footer.followUs')}
                </h2>
                <ul className={styles.socialList}>
                  {safeSocial.map((item) => (
                    <li key={`${item.kind}-${item.href}`}>
                      <a
                        className={styles.socialLink}
                        href={item.href.trim()}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={t(SOCIAL_LABEL[item.kind])}
                      >
                        <Glyph className={styles.socialIcon}>{SOCIAL_GLYPH[item.kind]}</Glyph>
                        <span className={visuallyHidden}>
                          {t(SOCIAL_LABEL[item.kind])} {t('common.opensInNewTab')}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>

          <nav className={styles.column} aria-labelledby={quickId}>
            <h2 className={styles.heading} id={quickId}>
              {t('footer.quickLinks')}
            </h2>
            {linkList(links, styles.quickList)}
          </nav>

          <nav className={styles.column} aria-labelledby={policiesId}>
            <h2 className={styles.heading} id={policiesId}>
              {t('footer.policies')}
            </h2>
            {linkList(policies, styles.list)}
          </nav>

          {hasContact ? (
            <section className={styles.column} aria-labelledby={contactId}>
              <h2 className={styles.heading} id={contactId}>
                {t('footer.contactInfo')}
              </h2>
              <address className={styles.address}>
                <ul className={styles.list}>
                  {shownAddress ? (
                    <li className={styles.contactItem}>
                      <Glyph className={styles.contactIcon}>{CONTACT_GLYPH.address}</Glyph>
                      <span className={styles.contactText}>
                        <span className={visuallyHidden}>{t('footer.address')} </span>
                        {shownAddress}
                      </span>
                    </li>
                  ) : null}
                  {shownPhone ? (
                    <li className={styles.contactItem}>
                      <Glyph className={styles.contactIcon}>{CONTACT_GLYPH.phone}</Glyph>
                      <a className={styles.link} href={telHref(shownPhone)}>
                        <span className={visuallyHidden}>{t('footer.phone')} </span>
                        {/* A phone number reads left to right in Arabic too. */}
                        <span dir="ltr">{shownPhone}</span>
                      </a>
                    </li>
                  ) : null}
                  {shownEmail ? (
                    <li className={styles.contactItem}>
                      <Glyph className={styles.contactIcon}>{CONTACT_GLYPH.email}</Glyph>
                      <a className={`${styles.link} ${styles.contactText}`} href={`mailto:${shownEmail}`}>
                        <span className={visuallyHidden}>{t('footer.email')} </span>
                        <span dir="ltr">{shownEmail}</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              </address>
            </section>
          ) : null}
        </div>

        <div className={styles.bottom}>
          {/* The year in the language's digits like every other number ("© ٢٠٢٥" in Arabic); a number
              parameter is written so by the translator, without grouping. */}
          <p className={styles.copyright}>{t('footer.copyright', { year, name })}</p>
        </div>
      </div>
    </footer>
  );
}
