import { useI18n } from '@dars/i18n';
import { Icon } from '../icons';
import { Link } from '../Link';
import * as styles from './CategoryCard.css';

export interface CategoryCardProps {
  title: string;
  /** The category's picture; a placeholder icon when null or empty. */
  image: string | null;
  coursesCount: number;
  /** The whole card links here when given (the category's courses). */
  href?: string;
}

/** A department: its picture (or a placeholder icon), title and course count. */
export function CategoryCard({ title, image, coursesCount, href }: CategoryCardProps) {
  const { plural } = useI18n();
  const content = (
    <>
      {image ? (
        <img className={styles.tile} src={image} alt="" width={72} height={72} loading="lazy" decoding="async" />
      ) : (
        <span className={`${styles.tile} ${styles.placeholder}`} data-placeholder>
          <Icon width={32} height={32}>
            <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6H9l2 2h8.5A1.5 1.5 0 0 1 21 9.5v8A1.5 1.5 0 0 1 19.5 19h-15A1.5 1.5 0 0 1 3 17.5z" />
          </Icon>
        </span>
      )}
      <span className={styles.title}>{title}</span>
      <span className={styles.count}>{plural('count.courses', coursesCount)}</span>
    </>
  );
  if (href) {
    return (
      <Link href={href} variant="plain" className={`${styles.card} ${styles.linked}`}>
        {content}
      </Link>
    );
  }
  return <article className={styles.card}>{content}</article>;
}
