import { Tab, TabList, TabPanel, TabProvider, useStoreState, useTabContext } from '@ariakit/react';
import { useDirection } from '@dars/i18n';
import { type ReactNode, useDeferredValue, useState } from 'react';
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
 * Tabs with arrow-key movement (reversed in Arabic), each panel labelled by its tab. Only the shown panel's
 * content is drawn (the others keep their empty, hidden panel for the tabs' `aria-controls`): on a course
 * page the hidden panels (two lesson lists, the reviews) would be most of the first render's work.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const { rtl } = useDirection();
  // The tab chosen shows as selected in the render the tap makes; the choice is reported (`onSelect`: the
  // page's URL, and all that reads it) once the browser has painted that: a URL change re-renders the page at
  // once, in the same task, whatever lane it is given. A new `selectedId` from outside (Back, a link) is followed.
  const [chosen, setChosen] = useState(selectedId);
  const [given, setGiven] = useState(selectedId);
  if (selectedId !== given) {
    setGiven(selectedId);
    setChosen(selectedId);
  }
  return (
    <TabProvider
      rtl={rtl}
      {...(chosen !== undefined ? { selectedId: chosen } : {})}
      setSelectedId={(id) => {
        if (!id) return;
        if (selectedId !== undefined) setChosen(id);
        afterPaint(() => onSelect?.(id));
      }}
    >
      <TabList className={styles.list} aria-label={label}>
        {tabs.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((item) => (
        <TabPanel key={item.id} tabId={item.id} className={styles.panel}>
          <ShownOnly tabId={item.id} first={item.id === tabs[0]?.id}>
            {item.content}
          </ShownOnly>
        </TabPanel>
      ))}
    </TabProvider>
  );
}

/** Runs `run` in a task after the browser has painted the frame being made (or soon, where it draws none). */
function afterPaint(run: () => void) {
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/**
 * The panel's content while its tab is selected (before any is, the first tab's). A newly chosen panel's
 * content is drawn in a render of its own, after the tap's: the tap is answered by the selected tab at once,
 * however long the panel (a page of reviews, a lesson list), and the browser may paint between the two.
 */
function ShownOnly({ tabId, first, children }: { tabId: string; first: boolean; children: ReactNode }) {
  const store = useTabContext();
  const selected = useStoreState(store, (state) => (state?.selectedId == null ? first : state.selectedId === tabId));
  const shown = useDeferredValue(selected);
  return selected && shown ? children : null;
}
