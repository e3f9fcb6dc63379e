import {
  ComboboxInput,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxPopover,
  ComboboxSelect,
  ComboboxSelectLabel,
  useComboboxStore,
  useStoreState,
} from '@ariakit/react';
import { type CountryEntry, countryEntries, matchesCountry, useDirection, useI18n } from '@dars/i18n';
import { type KeyboardEvent, memo, useDeferredValue, useId, useMemo } from 'react';
import { ChevronDownIcon, SearchIcon } from '../icons';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './CountrySelect.css';

export interface CountrySelectProps {
  /** The visible label, e.g. t('form.countryCode'). */
  label: string;
  /** The chosen country's two-letter key, e.g. 'SA'. */
  value: string;
  /** Called with the entry the user picked (only when it differs from `value`). */
  onChange: (entry: CountryEntry) => void;
  /** A message shown below the control; marks it invalid. */
  error?: string | null;
  /** The id of the select button, e.g. for an outside `<label htmlFor>`. */
  id?: string;
  disabled?: boolean;
}

/** The dial code in brackets, always left to right inside Arabic text. */
function Dial({ code }: { code: string }) {
  return (
    <span dir="ltr" className={styles.dial}>
      (+{code})
    </span>
  );
}

function CheckIcon() {
  return (
    <svg
      className={styles.check}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** One option; memoised so filtering re-renders only what changed. */
const CountryOption = memo(function CountryOption({ entry, selected }: { entry: CountryEntry; selected: boolean }) {
  return (
    <ComboboxItem value={entry.key} className={styles.item}>
      <span className={styles.itemName}>{entry.name}</span> <Dial code={entry.phone_code} />
      {selected ? <CheckIcon /> : <span className={styles.check} aria-hidden="true" />}
    </ComboboxItem>
  );
});

/** How many options render with the popup itself; the rest follow at a lower priority. */
const FIRST_RENDER = 40;

/**
 * The options. When the list opens, the first screenful (and the chosen country) renders at once and the
 * rest in a background render, so the popup appears without waiting for all ~244 options.
 */
function Options({ matches, selectedKey }: { matches: CountryEntry[]; selectedKey: string | undefined }) {
  const selectedIndex = matches.findIndex((entry) => entry.key === selectedKey);
  const shown = useDeferredValue(matches, matches.slice(0, Math.max(FIRST_RENDER, selectedIndex + 10)));
  return shown.map((entry) => <CountryOption key={entry.key} entry={entry} selected={entry.key === selectedKey} />);
}

/**
 * The phone country picker (spec section 1): a select button showing "Name (+966)" that opens a searchable
 * list of every country, Saudi Arabia first, Libya second, then alphabetical in the page's language.
 * The search matches a name in either language, a dial code with or without '+', or the two-letter key.
 */
export function CountrySelect({ label, value, onChange, error, id, disabled = false }: CountrySelectProps) {
  const { t, lang } = useI18n();
  const { dir, rtl } = useDirection();
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const errorId = `${ownId}-error`;

  const entries = useMemo(() => countryEntries(lang), [lang]);
  const byKey = useMemo(() => new Map(entries.map((entry) => [entry.key, entry])), [entries]);
  const selected = byKey.get(value.trim().toUpperCase());

  const store = useComboboxStore({
    rtl,
    placement: 'bottom-start',
    selectedValue: selected?.key ?? '',
    setSelectedValue: (key) => {
      if (typeof key !== 'string' || key === selected?.key) return;
      const entry = byKey.get(key);
      if (entry) onChange(entry);
    },
    // The search starts empty every time the list opens.
    resetValueOnHide: true,
  });
  const query = useStoreState(store, 'inputValue');
  const open = useStoreState(store, 'open');
  // Typing stays responsive: the list is filtered at a lower priority than the keystroke.
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => (deferredQuery.trim() === '' ? entries : entries.filter((entry) => matchesCountry(entry, deferredQuery))),
    [entries, deferredQuery],
  );

  // Type to search: a printable key on the closed select opens the list with that text in the search box.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open || disabled) return;
    if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    store.setInputValue(event.key);
    store.show();
  };

  return (
    <div className={styles.field}>
      <ComboboxSelectLabel store={store} className={styles.label}>
        {label}
      </ComboboxSelectLabel>
      <ComboboxSelect
        store={store}
        id={selectId}
        className={styles.trigger}
        disabled={disabled}
        moveOnKeyDown={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={onTriggerKeyDown}
      >
        {selected ? (
          <>
            <span className={styles.triggerName}>{selected.name}</span> <Dial code={selected.phone_code} />
          </>
        ) : (
          <span className={styles.triggerName} />
        )}
        <span className={styles.arrow} aria-hidden="true">
          <ChevronDownIcon width={20} height={20} />
        </span>
      </ComboboxSelect>

      <ComboboxPopover
        store={store}
        className={styles.popover}
        gutter={6}
        portal
        // Portalled out of the page's wrapper: carry the language and direction along.
        dir={dir}
        lang={lang}
      >
        <div className={styles.searchRow}>
          <ComboboxLabel store={store} className={visuallyHidden}>
            {t('form.countrySearch')}
          </ComboboxLabel>
          <SearchIcon className={styles.searchIcon} width={20} height={20} />
          <ComboboxInput
            store={store}
            className={styles.search}
            type="search"
            autoSelect
            placeholder={t('form.countrySearch')}
            enterKeyHint="search"
          />
        </div>
        <ComboboxList store={store} className={styles.list} aria-label={label}>
          {/* The options exist only while the list is open: a closed select costs nothing. */}
          {open ? <Options matches={matches} selectedKey={selected?.key} /> : null}
        </ComboboxList>
        {/* Always present, so screen readers hear it when a search finds nothing. */}
        <p className={matches.length === 0 ? styles.empty : visuallyHidden} role="status">
          {matches.length === 0 ? t('empty.noResults') : null}
        </p>
      </ComboboxPopover>

      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
