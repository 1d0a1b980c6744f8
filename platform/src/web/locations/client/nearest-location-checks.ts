import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { postcodeSchema } from '../../../domain/lead-forms';

// The nearest-location finder's check of the postcode (as the lead forms check it, spec §5),
// loaded when focus first enters the finder, or at its first check: the locations page paints and
// answers without zod.

export const finderSchema = z.object({ postcode: postcodeSchema });

export const finderResolver = zodResolver(finderSchema);
