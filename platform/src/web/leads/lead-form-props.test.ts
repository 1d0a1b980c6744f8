import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../../demo/generate';
import { leadFormSetup } from './lead-form-props';

// spec §2 dealership select, as a form page gets it: the site's make filter, city names or
// fixed list decide the choices, and a form with fewer than two asks nothing.

const now = new Date('2026-11-22T00:00:00Z');
const siteWith = (slug: string, select: Partial<Site['forms']['dealershipSelect']>): Site => {
  const site = getSiteBySlug(slug)!;
  return {
    ...site,
    forms: { ...site.forms, dealershipSelect: { ...site.forms.dealershipSelect, ...select } },
  };
};
const setup = (site: Site, locationType: 'sales' | 'service' = 'sales') => {
  const { locations } = generateDemoData(site, { now });
  const { options, dealerships } = leadFormSetup(site, locations, null, locationType);
  return { asks: options.locationSelect, choices: dealerships.map((d) => d.name) };
};

describe('leadFormSetup dealership choices', () => {
  it.each<[string, Site, 'sales' | 'service', boolean, string[]]>([
    [
      'a group’s site: its dealerships by name',
      siteWith('southern-cross-motors', {}),
      'sales',
      true,
      ['Southern Cross Dandenong', 'Southern Cross Ringwood', 'Southern Cross Parramatta'],
    ],
    [
      'by city',
      siteWith('southern-cross-motors', { showCity: true }),
      'service',
      true,
      ['Dandenong', 'Ringwood', 'Parramatta'],
    ],
    [
      'a fixed list of two, in its order',
      siteWith('southern-cross-motors', { locationIds: [10301, 10101] }),
      'sales',
      true,
      ['Southern Cross Parramatta', 'Southern Cross Dandenong'],
    ],
    [
      'a fixed list of one: chosen already, nothing asked',
      siteWith('southern-cross-motors', { locationIds: [10201] }),
      'sales',
      false,
      ['Southern Cross Ringwood'],
    ],
    [
      'the make its dealerships sell',
      siteWith('swan-valley-toyota', { make: 'Toyota' }),
      'sales',
      true,
      ['Swan Valley Toyota Midland', 'Swan Valley Toyota Morley'],
    ],
    [
      'a make none sells: nothing to choose, nothing asked',
      siteWith('swan-valley-toyota', { make: 'Lexus' }),
      'sales',
      false,
      [],
    ],
  ])('%s', (_name, site, locationType, asks, choices) => {
    expect(setup(site, locationType)).toEqual({ asks, choices });
  });
});
