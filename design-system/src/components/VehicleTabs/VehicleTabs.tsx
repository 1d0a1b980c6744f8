import { type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs/Tabs';
import * as styles from './VehicleTabs.css';

export interface VehicleTab {
  /** stable id, e.g. 'dealer-comments' */
  id: string;
  /** e.g. 'Dealer Comments', "What's Included", 'Features' */
  label: string;
  content: ReactNode;
}

export interface VehicleTabsProps {
  /** the tabs the page has for this car, in order */
  tabs: readonly VehicleTab[];
  /** the tab open at first (the first tab when not given) */
  defaultTab?: string;
  /** the accessible name of the tab list */
  label?: string;
  onTabChange?: (id: string) => void;
}

/**
 * The tabs of the vehicle page. Every panel is rendered with the page, so its text is there for
 * search engines and opens without a wait; arrow keys move between tabs.
 */
export function VehicleTabs({
  tabs,
  defaultTab,
  label = 'About this vehicle',
  onTabChange,
}: VehicleTabsProps) {
  const first = tabs[0];
  if (!first) return null;
  return (
    <Tabs
      defaultValue={defaultTab ?? first.id}
      onValueChange={onTabChange}
      data-slot="vehicle-tabs"
    >
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount className={styles.panel}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
