import * as styles from './InstructorCard.css';

export interface InstructorCardProps {
  name: string;
  image: string;
  /** The instructor's field (instructor.category.title). */
  categoryTitle?: string;
}

/** An instructor in a grid or carousel: round portrait, name and field. */
export function InstructorCard({ name, image, categoryTitle }: InstructorCardProps) {
  return (
    <article className={styles.card}>
      <img className={styles.portrait} src={image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <p className={styles.name}>{name}</p>
      <p className={styles.field}>{categoryTitle || '\u00a0'}</p>
    </article>
  );
}
