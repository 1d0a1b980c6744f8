import { z } from 'zod';
import { MAX_FAVOURITES_PER_CALL } from './favourites';
import { carIdSchema } from './watchlist-request';

// The account favourites calls' body, read on the server (kept apart from the favourites rules,
// which the browser loads without a validation library):
//   POST /api/favourites/merge and /api/favourites/remove  { car_ids: [31, 32] }
// each id a number or its digits, at least one and at most one call's worth; repeats count once.

export const favouritesChangeSchema = z.object({
  car_ids: z
    .array(carIdSchema, { error: 'Please choose the cars to change.' })
    .min(1, { error: 'Please choose the cars to change.' })
    .max(MAX_FAVOURITES_PER_CALL, {
      error: `Up to ${MAX_FAVOURITES_PER_CALL} cars can be changed at once.`,
    })
    .transform((ids) => [...new Set(ids)]),
});

export type FavouritesChangeRequest = z.output<typeof favouritesChangeSchema>;
