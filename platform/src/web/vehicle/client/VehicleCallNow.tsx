'use client';

import { PhoneReveal } from '@dealer/design-system';
import { analyticsEvents } from '../../../domain/analytics-events';
import { pushAnalyticsEvent } from '../../frame/analytics';

export interface VehicleCallNowProps {
  phone: string;
  /** spec §3 phone reveal record */
  record: { car_id: number; dealership_id: number; website_id: number };
  fullWidth?: boolean;
}

// spec §4/§7 the number is masked after its first 5 characters until clicked; the reveal is
// recorded with car_id, dealership_id and website_id, and a failure is only logged (spec §8)
async function recordPhoneReveal(record: VehicleCallNowProps['record']): Promise<void> {
  try {
    const response = await fetch('/api/phone-reveals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(record),
    });
    if (!response.ok) console.error(`The phone reveal was not recorded (${response.status}).`);
  } catch (error) {
    console.error(`The phone reveal was not recorded: ${(error as Error).message}`);
  }
}

/** Call Now: the location's number, masked until the shopper asks for it. */
export function VehicleCallNow({ phone, record, fullWidth = true }: VehicleCallNowProps) {
  if (!phone) {
    console.warn('This vehicle has no phone number to call.');
    return null;
  }
  return (
    <PhoneReveal
      phone={phone}
      label="Call Now"
      variant="soft"
      fullWidth={fullWidth}
      onReveal={() => {
        // spec §7 event 25 on a call
        pushAnalyticsEvent(analyticsEvents.callNow, { car_id: record.car_id });
        void recordPhoneReveal(record);
      }}
    />
  );
}
