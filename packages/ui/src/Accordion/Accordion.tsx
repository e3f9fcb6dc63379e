import { type ButtonHTMLAttributes, useId, useState } from 'react';
import { ChevronDownIcon } from '../icons';
import { SafeHtml } from '../SafeHtml';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: number;
  question: string;
  /** HTML from the server (sanitized). */
  answer: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The level of each question's heading (one below the section's or the page's title). */
  headingLevel?: 2 | 3 | 4;
}

type QuestionProps = Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-controls' | 'onClick'> & {
  heading: 'h2' | 'h3' | 'h4';
  question: string;
  expanded: boolean;
  /** The question boot copies (EarlyAccordion): its text's place marked for it. */
  early?: boolean;
};

/** A question: a heading holding the disclosure button that opens and closes its answer. */
function Question({ heading: Heading, question, expanded, early = false, ...button }: QuestionProps) {
  return (
    <Heading className={styles.heading}>
      <button type="button" className={styles.question} aria-expanded={expanded} {...button}>
        <span {...(early ? { 'data-early-text': 'question' } : {})}>{question}</span>
        <ChevronDownIcon className={styles.chevron} width={20} height={20} strokeWidth={2} />
      </button>
    </Heading>
  );
}

/**
 * The list boot fills in the prerendered FAQ page (`[data-early-faq]`: app/boot draw.ts): one closed
 * question, as Accordion draws it, which boot copies for each question of the first page the FAQ call
 * answers before the app has loaded (the text only), taking the skeleton's place
 * (`[data-early-faq-skeleton]`). Hidden until then, and in every render of the app itself.
 */
export function EarlyAccordion({ headingLevel = 3 }: Pick<AccordionProps, 'headingLevel'>) {
  return (
    <ul className={`${styles.list} ${styles.earlyList}`} data-early-faq="" hidden>
      <li className={styles.item}>
        <Question heading={`h${headingLevel}`} question="" expanded={false} early />
      </li>
    </ul>
  );
}

/**
 * Questions and answers (the FAQ page and home's preview): each question a heading holding a disclosure
 * button (Enter or Space opens and closes it, `aria-expanded`, `aria-controls`), its answer the server's
 * HTML through SafeHtml. Any number may be open at once. An answer is sanitized and drawn when its question
 * is first opened (then kept): a page of ten closed questions does not clean ten answers in its first
 * render (DOMPurify on every answer would be a large part of the home page's first render on a phone).
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) => {
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
    setSeen((now) => (now.has(id) ? now : new Set(now).add(id)));
  };
  return (
    // data-accordion: for the end-to-end tests that open every question (the hostile route sweep, e2e/sweep-hostile.test.ts).
    <ul className={styles.list} data-accordion="">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const panelId = `${base}-${item.id}`;
        return (
          <li key={item.id} className={styles.item}>
            <Question
              heading={`h${headingLevel}`}
              question={item.question}
              expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(item.id)}
            />
            <div id={panelId} hidden={!expanded}>
              {expanded || seen.has(item.id) ? <SafeHtml className={styles.answer} html={item.answer} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
