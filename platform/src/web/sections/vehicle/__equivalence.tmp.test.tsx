// TEMPORARY: old vs new render comparison; deleted after the check.
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { renderToString } from 'react-dom/server';
import { siteSchema, demoSites, type Site } from '@dealer/site-config';
import { generateDemoData } from '../../../demo';
import { testCar, testLocation, testLender } from '../../../domain/vehicle-page.fixtures';
import { loadVehicle } from '../../vehicle/load-vehicle';

vi.mock('../../vehicle/load-vehicle', () => ({ loadVehicle: vi.fn() }));
vi.mock('./SimilarVehicles', () => ({
  SimilarVehicles: ({ hits, now }: { hits: unknown[]; now: Date }) => (
    <div data-similar={hits.length} data-now={now.toISOString()} />
  ),
  similarVehicleHits: vi.fn(async () => [1, 2]),
}));
vi.mock('./VehicleEnquiryActions', () => ({
  VehicleEnquiryActions: (props: Record<string, unknown>) => (
    <div data-enquiry={JSON.stringify({ ...props, site: (props.site as Site).slug })} />
  ),
}));

import { VehiclePage as NewPage, vehiclePageMetadata as newMeta } from './VehiclePage';
import { VehiclePage as OldPage, vehiclePageMetadata as oldMeta } from './__VehiclePageOld';

const now = new Date('2026-11-20T02:00:00Z');

function variants(base: Site): Site[] {
  const f = base.features;
  return [
    base,
    {
      ...base,
      microsite: 'https://service.example.com',
      features: {
        ...f,
        reserve: { ...f.reserve, enabled: !f.reserve.enabled, depositAmount: 500 },
        chatInsteadOfEnquire: !f.chatInsteadOfEnquire,
        mobileStickyBar: { enabled: true, hideWhenClosed: false },
        mapSection: !f.mapSection,
        showViewCount: !f.showViewCount,
        serviceAdvantage: true,
        certifiedBadge: true,
        financeEstimate: true,
        favourites: !f.favourites,
        tradeIn: !f.tradeIn,
      },
    } as Site,
  ];
}

const cases: { name: string; site: Site; loaded: { car: any; location: any } }[] = [];
for (const input of demoSites) {
  const site = siteSchema.parse(input);
  const data = generateDemoData(site, { now });
  const picks = data.cars.filter((_, i) => i % Math.ceil(data.cars.length / 25) === 0);
  for (const s of variants(site))
    for (const car of picks) {
      const location = data.locations.find((l) => l.id === car.locationId) ?? data.locations[0]!;
      cases.push({ name: `${site.slug}/${car.slug}`, site: s, loaded: { car, location } });
    }
}
// hand-made corner cases
const toyota = siteSchema.parse(demoSites.find((s) => s.template === 'toyota')!);
for (const s of variants(toyota)) {
  for (const car of [
    testCar(),
    testCar({ status: 'sold', soldAt: new Date('2026-11-19T00:00:00Z') }),
    testCar({ certified: true, historyReportUrl: 'https://example.com/h.pdf', reserved: true }),
    testCar({ carType: 'new', images: [], standardEquipment: [], dealerComments: null }),
    testCar({ financeLenders: { Manual: testLender() } as any, price: 0 }),
    testCar({ autograb: { averageMarketPrice: 60000 } as any, series: null, body: null }),
  ])
    cases.push({
      name: `fixture/${car.status}/${car.carType}`,
      site: s,
      loaded: { car, location: testLocation() },
    });
}

describe('old and new VehiclePage render the same', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  it(`has cases`, () => expect(cases.length).toBeGreaterThan(100));
  it.each(cases.map((c, i) => [i, c.name, c] as const))('%s %s', async (_i, _n, c) => {
    vi.mocked(loadVehicle).mockResolvedValue(c.loaded as any);
    for (const openForm of [null, 'find-similar'] as const) {
      const props = { site: c.site, slug: 'x', openForm };
      const oldHtml = renderToString(await OldPage(props));
      const newHtml = renderToString(await NewPage(props));
      expect(newHtml.length).toBeGreaterThan(1000);
      if (newHtml !== oldHtml) {
        let i = 0;
        while (i < oldHtml.length && oldHtml[i] === newHtml[i]) i++;
        throw new Error(
          `DIFF at ${i}\nOLD: ${oldHtml.slice(i - 200, i + 200)}\nNEW: ${newHtml.slice(i - 200, i + 200)}`,
        );
      }
    }
    expect(await newMeta(c.site, 'x')).toEqual(
      await oldMeta(c.site, 'x'),
    );
  });
});
