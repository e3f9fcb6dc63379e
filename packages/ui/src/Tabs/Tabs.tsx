import { useDirection } from '@dars/i18n';
import { type KeyboardEvent, type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { useChosenAtOnce } from '../afterPaint';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/**
 * Tabs as the ARIA tabs pattern has them (docs/adr/0006-popups-drawn-by-the-tap.md: a tap draws only what
 * it changes): one tab in the Tab order, arrow keys move and select (reversed in Arabic) and wrap, Home and
 * End, each panel labelled by its tab and focusable after the list. The tab chosen shows as selected in the
 * render the tap makes; the choice is reported (`onSelect`: the page's URL, and all that reads it) once the
 * browser has painted that. A new `selectedId` from outside (Back, a link) is followed. Only the shown
 * panel's content is drawn (the others keep their empty, hidden panel for the tabs' `aria-controls`): on a
 * course page the hidden panels (two lesson lists, the reviews) would be most of the first render's work.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const { rtl } = useDirection();
  const base = useId();
  const [chosen, choose] = useChosenAtOnce(selectedId);
  const current = tabs.find((item) => item.id === chosen)?.id ?? tabs[0]?.id;
  // A newly chosen panel's content is drawn in a render of its own, after the tap's: the tap is answered by
  // the selected tab at once, however long the panel (a page of reviews, a lesson list).
  const shown = useDeferredValue(current);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const panelId = (id: string) => `${base}-panel-${id}`;

  const select = (id: string) => {
    if (id !== current) choose(id, () => onSelect?.(id));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((item) => item.id === current);
    const last = tabs.length - 1;
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    const to =
      event.key === next
        ? at === last
          ? 0
          : at + 1
        : event.key === previous
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = to === null ? undefined : tabs[to];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={item.id}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {tabs.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={item.id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern's panel is the Tab stop after the list.
          tabIndex={0}
          hidden={item.id !== current}
          className={styles.panel}
        >
          {item.id === current && item.id === shown ? item.content : null}
        </div>
      ))}
    </>
  );
}
