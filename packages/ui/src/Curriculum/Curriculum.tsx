import { useI18n } from '@dars/i18n';
import { type ReactNode, useId, useState } from 'react';
import { parseClock } from '../clock';
import { ChevronDownIcon, Icon } from '../icons';
import { Link } from '../Link';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './Curriculum.css';

export type CurriculumItem =
  | { kind: 'video'; id: number; title: string; duration: string; locked: boolean; watched: boolean; current?: boolean }
  | { kind: 'pdf'; id: number; title: string; duration: string; locked: boolean; href: string | null }
  | { kind: 'exam'; id: number; title: string; locked: boolean; taken: boolean; href: string | null };

export interface CurriculumSection {
  id: number;
  title: string;
  items: CurriculumItem[];
}

export interface CurriculumProps {
  sections: CurriculumSection[];
  onOpenVideo: (videoId: number) => void;
  /** Sections open at first (by id); the first one by default. */
  defaultOpen?: number[];
  headingLevel?: 2 | 3;
}

/**
 * A course's sections and their lessons (spec sections 3, 4): each section a disclosure with its count of
 * lessons; videos (play, watched mark, the current one marked), PDFs (a new tab, only from an http(s)
 * address) and the section's exam (a link to the exam screen). A locked lesson shows a lock, does nothing
 * when pressed, and says why to assistive technology.
 */
export function Curriculum({ sections, onOpenVideo, defaultOpen, headingLevel = 3 }: CurriculumProps) {
  const { t, plural, format } = useI18n();
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(defaultOpen ?? (sections[0] ? [sections[0].id] : [])),
  );
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const Heading = `h${headingLevel}` as const;
  const hintId = `${base}-locked`;
  return (
    <div className={styles.root}>
      <p id={hintId} className={visuallyHidden}>
        {t('course.lockedHint')}
      </p>
      <ul className={styles.sections}>
        {sections.map((section, index) => {
          const expanded = open.has(section.id);
          const panelId = `${base}-${section.id}`;
          return (
            <li key={section.id} className={styles.section}>
              <Heading className={styles.heading}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(section.id)}
                >
                  <span className={styles.number} aria-hidden="true">
                    {format.number(index + 1)}
                  </span>
                  <span className={styles.sectionTitle}>{section.title}</span>
                  <span className={styles.count}>{plural('count.lessons', section.items.length)}</span>
                  <ChevronDownIcon className={styles.chevron} width={20} height={20} strokeWidth={2} />
                </button>
              </Heading>
              <ul id={panelId} hidden={!expanded} className={styles.items}>
                {section.items.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <Lesson item={item} hintId={hintId} onOpenVideo={onOpenVideo} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Lesson({
  item,
  hintId,
  onOpenVideo,
}: {
  item: CurriculumItem;
  hintId: string;
  onOpenVideo: (id: number) => void;
}) {
  const { t } = useI18n();
  const kind = t(item.kind === 'video' ? 'course.video' : item.kind === 'pdf' ? 'course.pdf' : 'course.exam');
  const body = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.locked ? (
          <LockIcon />
        ) : item.kind === 'video' ? (
          <PlayIcon />
        ) : item.kind === 'pdf' ? (
          <FileIcon />
        ) : (
          <ExamIcon />
        )}
      </span>
      <span className={styles.text}>
        <span className={visuallyHidden}>{kind}: </span>
        <span className={styles.title}>{item.title}</span>
        <Meta item={item} />
      </span>
      <Marks item={item} />
    </>
  );

  // Locked: focusable, does nothing, and its description says why.
  if (item.locked) {
    return (
      <button
        type="button"
        className={styles.lesson}
        aria-disabled="true"
        aria-describedby={hintId}
        data-lesson={item.kind}
        data-title={item.title}
        onClick={(event) => event.preventDefault()}
      >
        {body}
      </button>
    );
  }
  if (item.kind === 'video') {
    return (
      <button
        type="button"
        className={styles.lesson}
        aria-current={item.current ? 'true' : undefined}
        data-lesson="video"
        data-title={item.title}
        onClick={() => onOpenVideo(item.id)}
      >
        {body}
      </button>
    );
  }
  if (item.kind === 'pdf' && item.href && isWebUrl(item.href)) {
    return (
      <a className={styles.lesson} href={item.href} target="_blank" rel="noopener noreferrer" data-lesson="pdf">
        {body}
        <span className={visuallyHidden}> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  if (item.kind === 'exam' && item.href) {
    return (
      <Link href={item.href} variant="plain" className={styles.lesson} data-lesson="exam">
        {body}
      </Link>
    );
  }
  // An address that may not be opened (not http(s)): the lesson is shown, never as a link.
  return (
    <span className={styles.lesson} data-lesson={item.kind}>
      {body}
    </span>
  );
}

function Meta({ item }: { item: CurriculumItem }) {
  const { format, t } = useI18n();
  if (item.kind === 'exam') return null;
  const seconds = parseClock(item.duration);
  if (seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return <span className={styles.meta}>{t('course.minutes', { minutes: format.number(minutes) })}</span>;
}

function Marks({ item }: { item: CurriculumItem }): ReactNode {
  const { t } = useI18n();
  if (item.kind === 'video' && item.watched) {
    return (
      <span className={styles.mark}>
        <CheckIcon />
        {t('course.watched')}
      </span>
    );
  }
  if (item.kind === 'exam' && item.taken) {
    return (
      <span className={styles.mark}>
        <CheckIcon />
        {t('course.examTaken')}
      </span>
    );
  }
  if (item.locked) return <span className={styles.lockedLabel}>{t('course.locked')}</span>;
  return null;
}

/** While the sections load: three closed sections. */
export function CurriculumSkeleton() {
  const { t } = useI18n();
  return (
    <ul className={styles.sections} aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2, 3].map((n) => (
        <li key={n} className={styles.skeleton} />
      ))}
    </ul>
  );
}

// The play triangle points the way a timeline runs, in both languages.
const PlayIcon = () => (
  <Icon width={18} height={18} fill="currentColor" stroke="none">
    <path d="M8 5.5v13l10.5-6.5z" />
  </Icon>
);
const LockIcon = () => (
  <Icon width={18} height={18}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);
const FileIcon = () => (
  <Icon width={18} height={18}>
    <path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5z" />
    <path d="M14 3.5v5h5M9 13h6M9 16.5h4" />
  </Icon>
);
const ExamIcon = () => (
  <Icon width={18} height={18}>
    <path d="M9 4.5h6M8 4.5H6.5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2v-12a2 2 0 0 0-2-2H16" />
    <path d="m8.5 13 2.5 2.5 4.5-5" />
  </Icon>
);
const CheckIcon = () => (
  <Icon width={16} height={16} strokeWidth={2.2}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
