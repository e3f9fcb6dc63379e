import { useI18n } from '@dars/i18n';
import { Accordion, type AccordionItem } from '../Accordion';
import { Link } from '../Link';
import * as styles from './FaqPreview.css';

/** A question and its answer (HTML from the server). */
export type FaqItem = AccordionItem;

export interface FaqPreviewProps {
  items: FaqItem[];
  /** The link to every question (/faq). */
  moreHref: string;
  /** The level of each question's heading (the section's title is one above). */
  headingLevel?: 3 | 4;
}

/**
 * The home page's FAQ preview: each question a disclosure button (Enter or Space opens it), its answer the
 * server's HTML (sanitized); a link to all questions.
 */
export function FaqPreview({ items, moreHref, headingLevel = 3 }: FaqPreviewProps) {
  const { t } = useI18n();
  return (
    <div className={styles.root}>
      <Accordion items={items} headingLevel={headingLevel} />
      <Link href={moreHref} className={styles.more}>
        {t('homePage.faqAll')}
      </Link>
    </div>
  );
}
