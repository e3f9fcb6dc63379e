import { useI18n } from '@dars/i18n';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../icons';
import { Link } from '../Link';
import { SafeHtml } from '../SafeHtml';
import * as styles from './FaqPreview.css';

export interface FaqItem {
  id: number;
  question: string;
  /** HTML from the server. */
  answer: string;
}

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
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {items.map((item) => {
          const expanded = open.has(item.id);
          const panelId = `${base}-${item.id}`;
          return (
            <li key={item.id} className={styles.item}>
              <Heading className={styles.heading}>
                <button
                  type="button"
                  className={styles.question}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                >
                  <span>{item.question}</span>
                  <ChevronDownIcon className={styles.chevron} width={20} height={20} strokeWidth={2} />
                </button>
              </Heading>
              <div id={panelId} hidden={!expanded}>
                <SafeHtml className={styles.answer} html={item.answer} />
              </div>
            </li>
          );
        })}
      </ul>
      <Link href={moreHref} className={styles.more}>
        {t('homePage.faqAll')}
      </Link>
    </div>
  );
}
