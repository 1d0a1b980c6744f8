import { z } from 'zod';
import { phoneSchema } from './phone';
import { MAX_CAR_ID } from './watchlist';

// The watchlist calls' body, read on the server with the forms' phone schema (kept apart from
// the watchlist rules, which the browser loads without a validation library).

export const carIdSchema = z.union(
  [
    z.number().int().min(1).max(MAX_CAR_ID),
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(z.number().max(MAX_CAR_ID)),
  ],
  { error: 'Please choose a car.' },
);

// spec §7 POST /api/watchlist/save-car and remove-car: phone_number (the forms' phone field,
// kept in E.164) and car_id (a number, or its digits).
export const watchlistChangeSchema = z.object({
  phone_number: phoneSchema,
  car_id: carIdSchema,
});

export type WatchlistChangeRequest = z.output<typeof watchlistChangeSchema>;
