import { type Faq, getFaqs, readFaqs } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { FAQ_FETCH_SIZE, FAQ_PAGE_SIZE, faqPages } from '@dars/machines';
import { ButtonLink, Card, EmptyState, ListError, PageHeader, Pagination } from '@dars/ui';
import { Accordion, EarlyAccordion } from '@dars/ui/Accordion';
import { useMemo } from 'react';
import { useEarlyBody } from '../../earlyData';
import { usePagedList } from '../../pagedRoute';
import { href, type ScreenProps } from '../../paths';
import { useLanguageChange } from '../forms';
import * as styles from './FaqScreen.css';

const TITLE_ID = 'faq-title';

/**
 * /faq, /faqs, /frequently-question (spec sections 2, 7, 9): every question from one call
 * (per_page=1000), 10 a page on the client with the page in the URL, as an accordion whose answers are
 * the server's sanitized HTML; a prompt to write to us; loading, empty and the red failure line with a retry.
 */
export default function FaqScreen({ title }: ScreenProps) {
  const { t, lang } = useI18n();
  const pages = useMemo(() => faqPages(() => getFaqs({ perPage: FAQ_FETCH_SIZE })), []);
  // Before the list's own reload (registered after this one): the next page asks for the new language.
  useLanguageChange(pages.forget);
  const list = usePagedList<Faq>(pages.fetchPage, TITLE_ID);
  // The first page's questions boot drew into the prerendered page, shown while the list is read.
  const loading = list.status === 'loading';
  const early = useEarlyBody(lang, firstQuestions, loading);
  const shown = list.status === 'loaded' ? list.items : loading && early ? early : null;

  return (
    <div className={styles.page}>
      <PageHeader title={t(title)} titleId={TITLE_ID} lead={t('faq.lead')} />
      <div className={styles.layout}>
        <div className={styles.body}>
          {loading && !shown ? (
            <>
              <ul
                className={styles.skeletonList}
                aria-busy="true"
                aria-label={t('common.loading')}
                data-early-faq-skeleton=""
              >
                {Array.from({ length: FAQ_PAGE_SIZE }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <li key={i} className={styles.skeletonItem} />
                ))}
              </ul>
              <EarlyAccordion headingLevel={2} />
            </>
          ) : null}
          {list.status === 'failed' ? <ListError message={t('errors.fetchFailed')} onRetry={list.retry} /> : null}
          {list.status === 'empty' ? <EmptyState title={t('empty.faq')} /> : null}
          {shown ? (
            // The same list while boot's questions stand in (busy) and once read: React keeps its rows.
            <section aria-label={t('faq.list')} aria-busy={loading || undefined}>
              <Accordion items={shown} headingLevel={2} />
            </section>
          ) : null}
          {list.status === 'failed' ? null : (
            <Pagination page={list.page} lastPage={list.lastPage} hrefFor={list.hrefFor} />
          )}
        </div>
        <Card className={styles.prompt}>
          <h2 className={styles.promptTitle}>{t('faq.contactTitle')}</h2>
          <p className={styles.promptText}>{t('faq.contactText')}</p>
          <ButtonLink href={href('contact')}>{t('faq.contactLink')}</ButtonLink>
        </Card>
      </div>
    </div>
  );
}

/** The first page of the FAQ answer boot fetched (null when it holds none). */
function firstQuestions(body: unknown): Faq[] | null {
  const items = readFaqs(body).slice(0, FAQ_PAGE_SIZE);
  return items.length > 0 ? items : null;
}
