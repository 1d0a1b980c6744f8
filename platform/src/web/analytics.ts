// spec §7 analytics: events are pushed to the page's dataLayer; a failure only warns.

export const analyticsEvents = {
  usedDetailView: 4,
  financeEnquiryModal: 9,
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  tradeInOfferAccepted: 18,
  formDefault: 22,
  financeCalculator: 26,
  favourite: 39,
  testDriveUsed: 48,
  searchPageView: 49,
  careers: 51,
  historyReport: 60,
  print: 61,
} as const;

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
