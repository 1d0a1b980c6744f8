'use client';

import { useEffect, useState } from 'react';
import { Button, Text } from '@dealer/design-system';
import { type EnquiredCar as Kept, loadEnquiredCar } from '../enquired-car';

/**
 * spec §4 'Multi-step enquiry': the success page names the car the enquiry was about (kept by the
 * form as it went to /success) with a way back to it; nothing when no car was kept.
 */
export function EnquiredCar() {
  const [car, setCar] = useState<Kept | null>(null);
  useEffect(() => setCar(loadEnquiredCar()), []);
  if (!car) return null;
  return (
    <div data-slot="enquired-car">
      <Text>
        Your enquiry was about the <strong>{car.name}</strong>.
      </Text>
      {car.href ? (
        <Button href={car.href} variant="ghost">
          Back to the car
        </Button>
      ) : null}
    </div>
  );
}
