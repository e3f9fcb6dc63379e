import { useI18n } from '@dars/i18n';
import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from '../icons';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './TopBar.css';

/** The search box: Enter or the icon submits, only a non-blank term (spec section 2). */
export function SearchBox({ initial = '', onSearch }: { initial?: string; onSearch: (term: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [term, setTerm] = useState(initial);
  // A new term from the address (a search sent, Back) is shown in this same box, not a new one: the box the
  // student typed in keeps the focus (remounting it would drop focus to the page body until the results
  // page took it).
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setTerm(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <search>
      <form className={styles.searchForm} onSubmit={submit}>
        <label htmlFor={id} className={visuallyHidden}>
          {t('nav.search.label')}
        </label>
        <input
          id={id}
          type="search"
          className={styles.searchInput}
          value={term}
          placeholder={t('nav.search.placeholder')}
          onChange={(event) => setTerm(event.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton} aria-label={t('nav.search.submit')}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
