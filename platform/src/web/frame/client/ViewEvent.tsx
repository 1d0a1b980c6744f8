'use client';

import { useEffect } from 'react';
import { pushAnalyticsEvent } from '../analytics';

/** Sends an analytics event once when the page it is on is viewed (spec §7, e.g. careers 51). */
export function ViewEvent({
  eventId,
  detail,
}: {
  eventId: number;
  detail?: Record<string, unknown>;
}) {
  useEffect(() => {
    pushAnalyticsEvent(eventId, detail);
    // once per page view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);
  return null;
}
