import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
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

/** Tabs with arrow-key movement (reversed in Arabic), each panel labelled by its tab. */
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
          {item.content}
        </TabPanel>
      ))}
    </TabProvider>
  );
}
