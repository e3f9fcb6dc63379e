import { useI18n } from '@dars/i18n';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './CourseCard.css';

/** A course's instructor on one line, as cards and cart rows show it: the round picture and the name. */
export function CourseInstructor({ name, image }: { name: string; image?: string | null }) {
  const { t } = useI18n();
  return (
    <p className={styles.instructor}>
      {image ? (
        <img className={styles.avatar} src={image} alt="" width={28} height={28} loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.instructorName}>
        <span className={visuallyHidden}>{t('course.instructor')}: </span>
        {name}
      </span>
    </p>
  );
}
