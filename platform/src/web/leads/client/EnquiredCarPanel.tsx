'use client';

import { Button, Text } from '@dealer/design-system';
import { type EnquiredCar } from '../enquired-car';

/** The enquired car's line on the success page, with a way back to it (EnquiredCar). */
export function EnquiredCarPanel({ car }: { car: EnquiredCar }) {
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
