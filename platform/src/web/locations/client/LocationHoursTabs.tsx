'use client';

import {
  OpeningHours,
  type OpeningHoursRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@dealer/design-system';

export interface LocationHoursTable {
  /** 'sales', 'service', 'parts' */
  id: string;
  /** 'Sales', 'Service', 'Parts' */
  label: string;
  rows: readonly OpeningHoursRow[];
  holidayRows?: Parameters<typeof OpeningHours>[0]['holidayHours'];
  currentLabel?: string | null;
  openNow?: boolean | null;
  todayHours?: string | null;
  todayOccasion?: string | null;
}

/** spec §2 the location detail's hours table with a location-type selector. */
export function LocationHoursTabs({ tables }: { tables: readonly LocationHoursTable[] }) {
  return (
    <Tabs defaultValue={tables[0]?.id}>
      <TabsList aria-label="Opening hours of">
        {tables.map((table) => (
          <TabsTrigger key={table.id} value={table.id}>
            {table.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tables.map((table) => (
        <TabsContent key={table.id} value={table.id}>
          <OpeningHours
            rows={table.rows}
            holidayHours={table.holidayRows}
            currentLabel={table.currentLabel}
            openNow={table.openNow}
            todayHours={table.todayHours}
            todayOccasion={table.todayOccasion}
            label={`${table.label} opening hours`}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
