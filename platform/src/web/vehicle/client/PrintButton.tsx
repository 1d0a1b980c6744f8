'use client';

import { Button, PrintIcon } from '@dealer/design-system';
import { pushAnalyticsEvent } from '../../frame/analytics';

/** Opens the browser's print dialog for the sheet (spec §7 print event 61). */
export function PrintButton({ carSlug, eventId }: { carSlug: string; eventId: number }) {
  return (
    <div data-print="hide">
      <Button
        icon={<PrintIcon />}
        onClick={() => {
          pushAnalyticsEvent(eventId, { car_slug: carSlug });
          window.print();
        }}
      >
        Print this page
      </Button>
    </div>
  );
}
