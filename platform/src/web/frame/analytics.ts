// spec §7 analytics: events are pushed to the page's dataLayer; a failure only warns.

export { analyticsEvents } from '../../domain/analytics-events';

export interface AnalyticsEvent {
  event: 'dealer_event';
  event_id: number;
  [key: string]: unknown;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an event to window.dataLayer; never throws (spec §8: analytics failures warn). */
export function pushAnalyticsEvent(
  eventId: number,
  detail: Record<string, unknown> = {},
  target: DataLayerWindow | undefined = typeof window === 'undefined'
    ? undefined
    : (window as DataLayerWindow),
): boolean {
  try {
    if (!target) throw new Error('no window');
    target.dataLayer ??= [];
    const event: AnalyticsEvent = { event: 'dealer_event', event_id: eventId, ...detail };
    target.dataLayer.push(event);
    return true;
  } catch (error) {
    console.warn(`Analytics event ${eventId} was not sent: ${(error as Error).message}`);
    return false;
  }
}
