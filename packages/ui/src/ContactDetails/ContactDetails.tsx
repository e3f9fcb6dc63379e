import { useI18n } from '@dars/i18n';
import { useId } from 'react';
import { CONTACT_GLYPH, present, SOCIAL_GLYPH, SOCIAL_KINDS, SOCIAL_LABEL, telHref } from '../contactGlyphs';
import { Icon } from '../icons';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './ContactDetails.css';

/** App info's contact_us (spec section 3). */
export interface ContactInfo {
  phone: string;
  address: string;
  email: string;
  twitter: string;
  facebook: string;
  instagram: string;
  snapchat: string;
  youtube: string;
  whatsapp: string;
}

export interface ContactDetailsProps {
  contact: ContactInfo;
  /** The heading over the details ("Contact details"). */
  title: string;
  headingLevel?: 2 | 3;
  /** A whole-width card (the about page): the details side by side from tablet width. */
  wide?: boolean;
}

/**
 * How to reach the platform (beside the contact form, on the about page): address, a phone link
 * (dialled as digits), an e-mail link, and the social networks. Only what app info gives shows; a
 * social link that is not http(s) is dropped, and the others open in a new tab without an opener.
 */
export function ContactDetails({ contact, title, headingLevel = 2, wide = false }: ContactDetailsProps) {
  const { t } = useI18n();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const address = present(contact.address);
  const phone = present(contact.phone);
  const email = present(contact.email);
  const social = SOCIAL_KINDS.filter((kind) => isWebUrl(contact[kind]));

  return (
    <section className={styles.root} aria-labelledby={id}>
      <Heading className={styles.heading} id={id}>
        {title}
      </Heading>
      <address className={styles.address}>
        <ul className={wide ? `${styles.list} ${styles.wideList}` : styles.list}>
          {address ? (
            <li className={styles.item}>
              <span className={styles.tile}>
                <Icon className={styles.icon}>{CONTACT_GLYPH.address}</Icon>
              </span>
              <span>
                <span className={styles.label}>{t('contactDetails.address')}</span>
                <span className={styles.value}>{address}</span>
              </span>
            </li>
          ) : null}
          {phone ? (
            <li className={styles.item}>
              <span className={styles.tile}>
                <Icon className={styles.icon}>{CONTACT_GLYPH.phone}</Icon>
              </span>
              <span>
                <span className={styles.label}>{t('contactDetails.phone')}</span>
                <a className={styles.link} href={telHref(phone)}>
                  {/* A phone number reads left to right in Arabic too. */}
                  <span dir="ltr">{phone}</span>
                </a>
              </span>
            </li>
          ) : null}
          {email ? (
            <li className={styles.item}>
              <span className={styles.tile}>
                <Icon className={styles.icon}>{CONTACT_GLYPH.email}</Icon>
              </span>
              <span>
                <span className={styles.label}>{t('contactDetails.email')}</span>
                <a className={styles.link} href={`mailto:${email}`}>
                  <span dir="ltr">{email}</span>
                </a>
              </span>
            </li>
          ) : null}
        </ul>
      </address>
      {social.length > 0 ? (
        <>
          <Sub className={styles.subheading}>{t('contactDetails.social')}</Sub>
          <ul className={styles.social}>
            {social.map((kind) => (
              <li key={kind}>
                <a
                  className={styles.socialLink}
                  href={contact[kind].trim()}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t(SOCIAL_LABEL[kind])}
                >
                  <Icon className={styles.icon}>{SOCIAL_GLYPH[kind]}</Icon>
                  <span className={visuallyHidden}>
                    {t(SOCIAL_LABEL[kind])} {t('contactDetails.newTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export interface ContactDetailsPlaceholderProps {
  title: string;
  headingLevel?: 2 | 3;
  wide?: boolean;
}

/**
 * The contact details while app info is on its way: the same heading, three detail rows and a row of
 * social buttons, muted, so the details arriving move nothing below them (the footer).
 */
export function ContactDetailsPlaceholder({ title, headingLevel = 2, wide = false }: ContactDetailsPlaceholderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-busy="true">
      <Heading className={styles.heading}>{title}</Heading>
      <ul className={wide ? `${styles.list} ${styles.wideList}` : styles.list} aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className={styles.item}>
            <span className={styles.tile} />
            <span className={styles.lines}>
              <span className={`${styles.bar} ${styles.barLabel}`} />
              <span className={styles.bar} />
            </span>
          </li>
        ))}
      </ul>
      <span className={`${styles.bar} ${styles.barSubheading}`} aria-hidden="true" />
      <span className={styles.social} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((button) => (
          <span key={button} className={`${styles.socialLink} ${styles.socialPlaceholder}`} />
        ))}
      </span>
    </section>
  );
}
