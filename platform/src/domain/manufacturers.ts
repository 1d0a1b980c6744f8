import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { slugOf } from './slug';

// spec §3 Manufacturer: id, name, slug, logo url (may be null) and its body variants
// (manufacturer_body, manufacturer_body2, manufacturer_body3), as a site's config lists them;
// the logo a make's filter card shows.

export const manufacturerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  /** the logo's address; null: none (the card draws the make's initials) */
  logoUrl: z.string().nullable(),
  /** manufacturer_body, manufacturer_body2, manufacturer_body3 (the ones it has) */
  bodies: z.array(z.string()).max(3),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

/** The manufacturers a site lists (spec §3), each with its slug. */
export function siteManufacturers(site: Pick<Site, 'manufacturers'>): Manufacturer[] {
  return site.manufacturers.map((m) => ({
    id: m.id,
    name: m.name,
    slug: slugOf(m.name),
    logoUrl: m.logoUrl,
    bodies: [...m.bodies],
  }));
}

/** spec §3 manufacturer_body, manufacturer_body2, manufacturer_body3 of a manufacturer. */
export function manufacturerBodyFields(
  manufacturer: Pick<Manufacturer, 'bodies'>,
): Record<'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3', string | null> {
  const [first, second, third] = manufacturer.bodies;
  return {
    manufacturer_body: first ?? null,
    manufacturer_body2: second ?? null,
    manufacturer_body3: third ?? null,
  };
}

/**
 * The configured logo of each make, by its name in lower case: the logos the make filter cards
 * show instead of drawn initials (a manufacturer without a logo is left out).
 */
export function manufacturerLogos(
  manufacturers: readonly Pick<Manufacturer, 'name' | 'logoUrl'>[],
): Record<string, string> {
  const logos: Record<string, string> = {};
  for (const { name, logoUrl } of manufacturers)
    if (logoUrl) logos[name.trim().toLowerCase()] = logoUrl;
  return logos;
}
