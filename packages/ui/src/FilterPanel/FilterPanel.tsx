import { useI18n } from '@dars/i18n';
import { type ReactNode, useId } from 'react';
import { sameItems, useChosenAtOnce } from '../afterPaint';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { RatingStars } from '../RatingStars';
import * as styles from './FilterPanel.css';

/** One choice of a filter group; `count` is how many courses it holds, when the server says. */
export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
  count?: number;
}

/** A single choice ('All' plus the options); choosing the chosen option again clears it. */
export interface SingleChoice<V extends string | number> {
  options: FilterOption<V>[];
  selected: V | null;
  /** `null` is 'All'. */
  onSelect(value: V | null): void;
  /** The 'All' option's label. */
  allLabel: string;
}

/** A multi-choice: each option is a checkbox. */
export interface MultiChoice<V extends string | number> {
  options: FilterOption<V>[];
  selected: V[];
  onToggle(value: V): void;
}

export interface FilterPanelProps {
  /** `loading`: placeholder rows of the groups' size; `failed`: the message and a retry. */
  state: 'loading' | 'ready' | 'failed';
  failedMessage?: string;
  onRetry?(): void;
  /** Categories, shown `collapsedCount` at a time until expanded (the chosen one always shows). */
  category?: SingleChoice<number> & { expanded: boolean; onToggleExpanded(): void; collapsedCount?: number };
  /** Omitted when the page fixes the status (free courses). */
  status?: SingleChoice<string>;
  /** Star values: each drawn as stars (the option's label is not shown). */
  rating?: MultiChoice<number>;
  price?: MultiChoice<string>;
  /** 'Clear filters' shows while something is chosen. */
  canClear: boolean;
  onClear(): void;
  /** The panel's own heading; the sheet has its own, so it leaves it out. */
  showHeading?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * The course listing's filters (spec sections 2 and 4): category and status as single choices with
 * counts (radio rows with 'All'; choosing the chosen row again clears it), ratings as checkboxes drawn
 * as stars with counts, price options, 'show more/less' for categories and 'clear filters'.
 * Presentational: the listing machine decides, the panel shows and reports.
 */
export function FilterPanel({
  state,
  failedMessage,
  onRetry,
  category,
  status,
  rating,
  price,
  canClear,
  onClear,
  showHeading = true,
  headingLevel = 2,
}: FilterPanelProps) {
  const { t } = useI18n();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby={showHeading ? `${id}-heading` : undefined}>
      {showHeading || canClear ? (
        <div className={styles.header}>
          {showHeading ? (
            <Heading id={`${id}-heading`} className={styles.heading}>
              {t('filters.title')}
            </Heading>
          ) : (
            <span />
          )}
          {canClear ? (
            <Button variant="ghost" className={styles.clear} onClick={onClear}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className={styles.failed}>
          <p className={styles.failedText} role="alert">
            {failedMessage}
          </p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {category ? (
        <Group legend={t('filters.category')} loading={state === 'loading'} rows={7} hidden={state === 'failed'}>
          <CategoryChoice name={`${id}-category`} choice={category} />
        </Group>
      ) : null}
      {status ? (
        <Group legend={t('filters.status')} loading={state === 'loading'} rows={3} hidden={state === 'failed'}>
          <SingleChoiceList name={`${id}-status`} choice={status} options={status.options} />
        </Group>
      ) : null}
      {rating ? (
        <Group legend={t('filters.rating')} loading={state === 'loading'} rows={5} hidden={state === 'failed'}>
          <MultiChoiceList
            choice={rating}
            render={(option) => (
              <span className={styles.optionLabel}>
                <RatingStars value={option.value} size="md" />
              </span>
            )}
          />
        </Group>
      ) : null}
      {price ? (
        <Group legend={t('filters.price')} loading={state === 'loading'} rows={2} hidden={state === 'failed'}>
          <MultiChoiceList
            choice={price}
            render={(option) => <span className={styles.optionLabel}>{option.label}</span>}
          />
        </Group>
      ) : null}
    </section>
  );
}

function Group({
  legend,
  loading,
  rows,
  hidden,
  children,
}: {
  legend: string;
  loading: boolean;
  rows: number;
  hidden: boolean;
  children: ReactNode;
}) {
  if (hidden) return null;
  return (
    <fieldset className={styles.group} aria-busy={loading || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {loading ? (
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={index} className={styles.skeletonRow}>
              <span className={styles.skeletonDot} />
              <span className={styles.skeletonBar} />
            </div>
          ))}
        </div>
      ) : (
        children
      )}
    </fieldset>
  );
}

function Count({ value }: { value: number | undefined }) {
  const { format } = useI18n();
  if (value === undefined) return null;
  return <span className={styles.count}>{format.number(value)}</span>;
}

function RadioRow({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  /** Called with `again` true when the chosen row is chosen again (a click or Space on it). */
  onChoose(again: boolean): void;
  children: ReactNode;
}) {
  return (
    <li>
      <label className={styles.row}>
        <input
          type="radio"
          className={styles.radio}
          name={name}
          checked={checked}
          onChange={() => onChoose(false)}
          onClick={() => {
            // A click on the checked radio fires no change: it means 'choose again', which clears.
            if (checked) onChoose(true);
          }}
        />
        <span className={styles.optionInner}>{children}</span>
      </label>
    </li>
  );
}

function SingleChoiceList<V extends string | number>({
  name,
  choice,
  options,
}: {
  name: string;
  choice: SingleChoice<V>;
  options: FilterOption<V>[];
}) {
  // Shown chosen by the tap's own render, reported after its paint (a choice re-renders the whole listing).
  const [selected, choose] = useChosenAtOnce(choice.selected);
  const select = (value: V | null) => choose(value, () => choice.onSelect(value));
  return (
    <ul className={styles.list}>
      <RadioRow name={name} checked={selected === null} onChoose={() => select(null)}>
        <span className={styles.optionLabel}>{choice.allLabel}</span>
      </RadioRow>
      {options.map((option) => (
        <RadioRow
          key={option.value}
          name={name}
          checked={selected === option.value}
          onChoose={(again) => select(again ? null : option.value)}
        >
          <span className={styles.optionLabel}>{option.label}</span>
          <Count value={option.count} />
        </RadioRow>
      ))}
    </ul>
  );
}

function CategoryChoice({ name, choice }: { name: string; choice: NonNullable<FilterPanelProps['category']> }) {
  const { t } = useI18n();
  const listId = useId();
  const limit = choice.collapsedCount ?? 5;
  const canExpand = choice.options.length > limit;
  const shown =
    choice.expanded || !canExpand
      ? choice.options
      : choice.options.filter((option, index) => index < limit || option.value === choice.selected);
  return (
    <>
      <div id={listId}>
        <SingleChoiceList name={name} choice={choice} options={shown} />
      </div>
      {canExpand ? (
        <Button
          variant="ghost"
          className={styles.more}
          aria-expanded={choice.expanded}
          aria-controls={listId}
          onClick={choice.onToggleExpanded}
        >
          {choice.expanded ? t('filters.showLess') : t('filters.showMore')}
        </Button>
      ) : null}
    </>
  );
}

function MultiChoiceList<V extends string | number>({
  choice,
  render,
}: {
  choice: MultiChoice<V>;
  render(option: FilterOption<V>): ReactNode;
}) {
  // As a single choice's: shown at once, reported after the paint.
  const [selected, choose] = useChosenAtOnce(choice.selected, sameItems);
  const toggle = (value: V) =>
    choose(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value], () =>
      choice.onToggle(value),
    );
  return (
    <ul className={styles.list}>
      {choice.options.map((option) => (
        <li key={option.value}>
          <Checkbox
            className={styles.checkboxRow}
            checked={selected.includes(option.value)}
            onChange={() => toggle(option.value)}
            label={
              <span className={styles.optionInner}>
                {render(option)}
                <Count value={option.count} />
              </span>
            }
          />
        </li>
      ))}
    </ul>
  );
}
