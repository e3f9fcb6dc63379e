import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import { CloseIcon } from '../icons';
import * as styles from './FilterPanel.css';

export interface ActiveFilter {
  /** Unique among the chips ('category', 'rate-4'). */
  key: string;
  label: string;
  onRemove(): void;
}

export interface ActiveFiltersProps {
  filters: ActiveFilter[];
  onClear(): void;
}

/**
 * The active-filter summary above the results: one chip per chosen filter (pressing it removes that
 * filter) and 'clear filters'. Nothing when no filter is chosen.
 */
export function ActiveFilters({ filters, onClear }: ActiveFiltersProps) {
  const { t } = useI18n();
  if (!filters.length) return null;
  return (
    <ul className={styles.summary} aria-label={t('listing.activeFilters')}>
      {filters.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={t('listing.removeFilter', { name: filter.label })}
            onClick={filter.onRemove}
          >
            <span>{filter.label}</span>
            <CloseIcon width={16} height={16} />
          </button>
        </li>
      ))}
      <li>
        <Button variant="ghost" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </li>
    </ul>
  );
}
