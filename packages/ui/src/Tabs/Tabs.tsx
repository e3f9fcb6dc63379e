import { Tab, TabList, TabPanel, TabProvider, useStoreState, useTabContext } from '@ariakit/react';
import { useDirection } from '@dars/i18n';
import type { ReactNode } from 'react';
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
  return (
    <TabProvider
      rtl={rtl}
      {...(selectedId !== undefined ? { selectedId } : {})}
      setSelectedId={(id) => {
        if (id) onSelect?.(id);
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

/** The panel's content while its tab is selected (before any is, the first tab's). */
function ShownOnly({ tabId, first, children }: { tabId: string; first: boolean; children: ReactNode }) {
  const store = useTabContext();
  const shown = useStoreState(store, (state) => (state?.selectedId == null ? first : state.selectedId === tabId));
  return shown ? children : null;
}
