'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { type EnquiredCar as Kept, loadEnquiredCar } from '../enquired-car';

const EnquiredCarPanel = lazy(() =>
  import('./EnquiredCarPanel').then((module) => ({ default: module.EnquiredCarPanel })),
);

/**
 * spec §4 'Multi-step enquiry': the success page names the car the enquiry was about (kept by the
 * form as it went to /success) with a way back to it; nothing when no car was kept. The kept car
 * is read in the browser after the page has painted, so the line's own code loads only then, and
 * only when there is a car to name.
 */
export function EnquiredCar() {
  const [car, setCar] = useState<Kept | null>(null);
  useEffect(() => setCar(loadEnquiredCar()), []);
  if (!car) return null;
  return (
    <Suspense fallback={null}>
      <EnquiredCarPanel car={car} />
    </Suspense>
  );
}
