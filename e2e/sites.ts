import { e2ePorts } from '../playwright.config';

export const demo = {
  generic: {
    slug: 'southern-cross-motors',
    name: 'Southern Cross Motor Group',
    port: e2ePorts.generic,
  },
  genericAccent: { slug: 'harbour-city-cars', name: 'Harbour City Cars', port: e2ePorts.generic },
  toyota: { slug: 'swan-valley-toyota', name: 'Swan Valley Toyota', port: e2ePorts.toyota },
  caravan: {
    slug: 'sunshine-coast-caravans',
    name: 'Sunshine Coast Caravans',
    port: e2ePorts.caravan,
  },
} as const;

export function siteUrl(site: { slug: string; port: number }, path = '/') {
  return `http://${site.slug}.localhost:${site.port}${path}`;
}
