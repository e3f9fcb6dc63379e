import { Icon } from '../icons';
import * as styles from './arrows.css';

/**
 * A chevron that points the reading way: `forward` is next (to the end of the line), `back` is
 * previous. Drawn for left-to-right and mirrored under `dir="rtl"`, so next points left in Arabic.
 */
export function DirectionalArrow({ to, size = 20 }: { to: 'back' | 'forward'; size?: number }) {
  return (
    <Icon width={size} height={size} strokeWidth={2} className={styles.mirrored}>
      <path d={to === 'forward' ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'} />
    </Icon>
  );
}
