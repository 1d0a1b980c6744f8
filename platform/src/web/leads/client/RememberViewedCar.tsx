'use client';

import { useEffect } from 'react';
import { rememberViewedCar, type ViewedCar } from '../viewed-cars';

/** Placed on a vehicle page: remembers the car for the visited pages of a later lead. */
export function RememberViewedCar({ car }: { car: ViewedCar }) {
  const { id, stocknum, make, model, body, simple_body, path } = car;
  useEffect(() => {
    rememberViewedCar({ id, stocknum, make, model, body, simple_body, path });
  }, [id, stocknum, make, model, body, simple_body, path]);
  return null;
}
