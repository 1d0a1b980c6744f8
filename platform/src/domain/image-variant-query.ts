import { z } from 'zod';
import { IMAGE_QUALITY, IMAGE_WIDTHS, type ImageWidth } from './image-variants';

// The image route's query, apart from the variants' addresses (image-variants.ts) so the pages'
// script that writes those addresses does not load zod.

const widthMessage = `The width must be one of ${IMAGE_WIDTHS.join(', ')}.`;
const qualityMessage = `The quality must be a whole number from ${IMAGE_QUALITY.min} to ${IMAGE_QUALITY.max}.`;

/**
 * The image route's query: the original, a width on the ladder (or `p=placeholder`, the photo's
 * placeholder, for which no width is given), an optional quality.
 */
export const imageVariantQuerySchema = z
  .object({
    src: z
      .string({ error: 'Name the picture (src).' })
      .min(1, 'Name the picture (src).')
      .max(2_048, 'The picture’s address is too long.'),
    w: z
      .string({ error: widthMessage })
      .regex(/^\d{1,4}$/, widthMessage)
      .transform(Number)
      .refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), widthMessage)
      .optional(),
    q: z
      .string()
      .regex(/^\d{1,3}$/, qualityMessage)
      .transform(Number)
      .refine((q) => q >= IMAGE_QUALITY.min && q <= IMAGE_QUALITY.max, qualityMessage)
      .optional(),
    /** a fixed format whatever the Accept header (the ads feeds' JPEGs) */
    f: z.enum(['jpeg'], { error: 'The format may only be jpeg.' }).optional(),
    p: z.enum(['placeholder'], { error: 'Ask for p=placeholder, or leave p out.' }).optional(),
  })
  .refine((query) => query.w !== undefined || query.p === 'placeholder', {
    message: widthMessage,
    path: ['w'],
  })
  .refine((query) => query.w === undefined || query.p === undefined, {
    message: 'A placeholder has its own width: leave w out.',
    path: ['w'],
  });
