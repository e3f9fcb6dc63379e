import { useI18n } from '@dars/i18n';
import { SafeHtml } from '../SafeHtml';
import * as styles from './InstructorBlock.css';

export interface InstructorBlockProps {
  name: string;
  image: string;
  /** The server's HTML (sanitized). */
  description: string;
  category: string;
  headingLevel?: 2 | 3;
}

/** The course's instructor (spec section 2, overview tab): picture, name, field, and the bio as sanitized HTML. */
export function InstructorBlock({ name, image, description, category, headingLevel = 2 }: InstructorBlockProps) {
  const { t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-label={t('course.aboutInstructor')}>
      <Heading className={styles.eyebrow}>{t('course.aboutInstructor')}</Heading>
      <div className={styles.person}>
        {image ? (
          <img className={styles.avatar} src={image} alt="" width={72} height={72} loading="lazy" decoding="async" />
        ) : null}
        <div>
          <p className={styles.name}>{name}</p>
          {category ? <p className={styles.category}>{category}</p> : null}
        </div>
      </div>
      {description.trim() ? <SafeHtml html={description} className={styles.bio} /> : null}
    </section>
  );
}
