import { useI18n } from '@dars/i18n';
import { type MouseEvent, useId } from 'react';
import { CONTACT_GLYPH, Glyph, present, SOCIAL_GLYPH, SOCIAL_LABEL, type SocialKind, telHref } from '../contactGlyphs';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './SiteFooter.css';

export type { SocialKind };

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
    <footer className={styles.footer} data-print="hide">
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
