import { useI18n } from '@dars/i18n';
import { DirectionalArrow } from '../Carousel/arrows';
import { Heading } from '../Heading';
import { Link } from '../Link';
import * as styles from './SectionHeader.css';

export interface SectionHeaderProps {
  title: string;
  /** The heading's id, for `aria-labelledby` on the section (and the view-all link's description). */
  id?: string;
  /** A 'view all' link at the line's end. */
  viewAll?: { href: string; label?: string };
}

/** A home or list section's title (h2) with an optional 'view all' link. */
export function SectionHeader({ title, id, viewAll }: SectionHeaderProps) {
  const { t } = useI18n();
  return (
    <div className={styles.root}>
      <Heading level={2} id={id} className={styles.title}>
        {title}
      </Heading>
      {viewAll ? (
        <Link href={viewAll.href} variant="plain" className={styles.viewAll} aria-describedby={id}>
          {viewAll.label ?? t('common.viewAll')}
          <DirectionalArrow to="forward" size={18} />
        </Link>
      ) : null}
    </div>
  );
}
