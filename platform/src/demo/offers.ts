import { formatAud } from '@dealer/design-system/format';
import { profileOf, type TemplateName } from '@dealer/template-profiles';
import { type Offer, offerSchema } from '../domain/offers';
import { slugOf } from '../domain/slug';
import { caravanModels } from './caravan-catalogue';
import { otherMakeModels, toyotaModels } from './car-catalogue';
import { createRandom, hashSeed } from './random';

// The seeded special offers of a demo site (spec §3 Offer): five to eight per site, the same
// for a site and reference day on every machine. Every site has the cases the offer rules need
// (spec §4, §5, §9): a finance offer, a description whose text runs past 200 characters, a
// disclaimer past 200, an offer excluded from the site (excluded_website_ids) and a popup offer.

export interface DemoOfferSite {
  id: number;
  slug: string;
  template: TemplateName;
  /** the site's own manufacturer (a franchise site), else null */
  manufacturer: string | null;
  dealerships: readonly { id: number; name: string; make?: string | null }[];
}

interface OfferModelChoice {
  make: string;
  model: string;
  body: string;
}

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The models a site's offers are about: its franchise's, its caravans', or popular makes'. */
function offerModels(site: DemoOfferSite): readonly OfferModelChoice[] {
  if (profileOf(site.template).vehicle.kind === 'caravan') return caravanModels;
  const make = site.manufacturer ?? site.dealerships.find((d) => d.make)?.make ?? null;
  const franchise = [...toyotaModels, ...otherMakeModels].filter((m) => m.make === make);
  if (franchise.length > 0) return franchise;
  return otherMakeModels.filter((m) => ['Mazda', 'Hyundai', 'Kia', 'Ford'].includes(m.make));
}

const bodyImage = (body: string) => `/media/body/${encodeURIComponent(body)}.svg`;

const LONG_FINANCE_DISCLAIMER =
  'Finance offer available to approved applicants of Dealer Finance Australia Pty Ltd ABN 00 000 ' +
  '000 000, Australian Credit Licence 000000, for new vehicles ordered and delivered by the offer ' +
  'end date. Comparison rate based on a secured consumer loan of $30,000 over 5 years. WARNING: ' +
  'This comparison rate is true only for the example given and may not include all fees and ' +
  'charges. Different terms, fees or other loan amounts might result in a different comparison ' +
  'rate. Fees, charges and terms and conditions apply. Excludes fleet, government and rental buyers.';

/** Every offer of a demo site, deterministic for a site and reference day. */
export function generateDemoOffers(site: DemoOfferSite, { now }: { now: Date }): Offer[] {
  const random = createRandom(hashSeed(`${site.slug}:offers`));
  const caravans = profileOf(site.template).vehicle.kind === 'caravan';
  const noun = caravans ? 'caravan' : 'vehicle';
  const [first, second, third] = random.sample(offerModels(site), 3).map((m) => ({
    ...m,
    name: m.model.startsWith(m.make) ? m.model : `${m.make} ${m.model}`,
  }));
  const model = (choice: OfferModelChoice | undefined) =>
    choice ? { name: choice.model, slug: slugOf(choice.model), overrideUrl: null } : null;
  const day = (days: number) => isoDay(new Date(now.getTime() + days * DAY));
  const rate = (random.int(19, 59) / 10).toFixed(2);
  const comparison = (Number(rate) + 1.1 + random.int(0, 9) / 10).toFixed(2);
  const bonus = random.pick([1000, 1500, 2000, 2500]);

  const offers: Omit<Offer, 'id' | 'dealershipId' | 'position'>[] = [
    {
      name: `${rate}% p.a. finance on the ${first?.name ?? 'range'}`,
      category: 'Finance offer',
      description:
        `<p>Low rate finance of <strong>${rate}% p.a.</strong> (comparison rate ${comparison}% ` +
        `p.a.) on every new ${first?.name ?? noun} ordered this month.</p>`,
      // spec §9: a disclaimer cut at 200 characters
      disclaimer: LONG_FINANCE_DISCLAIMER,
      imageUrl: first ? bodyImage(first.body) : null,
      model: model(first),
      manufacturer: first?.make ?? null,
      excludedWebsiteIds: [],
      popup: false,
      expiresOn: day(random.int(45, 120)),
    },
    {
      name: `Drive away, no more to pay on the ${second?.name ?? 'range'}`,
      category: caravans ? 'New caravan offer' : 'New vehicle offer',
      // spec §4: a description whose text is over 200 characters collapses to about 160
      description:
        `<p>Our best price of the season on the <strong>${second?.name ?? 'whole range'}</strong>, ` +
        `with on-road costs, registration and stamp duty included, so the price you see is the ` +
        `price you pay.</p><ul><li>Five-year warranty</li><li>Floor mats and window tint ` +
        `fitted</li><li>A full tank at delivery</li></ul><p>Stock is limited: talk to our team ` +
        `today about the colours and grades in the yard.</p>`,
      disclaimer: 'Private buyers only. While stocks last.',
      imageUrl: second ? bodyImage(second.body) : null,
      model: model(second),
      manufacturer: second?.make ?? null,
      excludedWebsiteIds: [],
      popup: false,
      expiresOn: null,
    },
    {
      name: `${formatAud(bonus)} trade-in bonus`,
      category: 'Trade-in offer',
      description:
        `<p>Bring your ${noun} in for a free appraisal and get an extra ` +
        `<strong>${formatAud(bonus)}</strong> on top of its value when you ` +
        `upgrade.</p>`,
      disclaimer: `Bonus applies to a trade-in against a new or used ${noun} purchase.`,
      imageUrl: third ? bodyImage(third.body) : null,
      model: null,
      manufacturer: null,
      excludedWebsiteIds: [],
      // spec §4: the home page's popup
      popup: true,
      expiresOn: day(random.int(150, 365)),
    },
    {
      name: caravans ? 'Free pre-delivery service' : 'Three years of capped-price servicing',
      category: 'Service offer',
      description: caravans
        ? '<p>Every new van leaves with a full pre-delivery inspection, wheel bearing service ' +
          'and gas certificate.</p>'
        : '<p>Logbook servicing at a capped price for three years or 45,000 km, whichever ' +
          'comes first.</p>',
      disclaimer: null,
      imageUrl: null,
      model: null,
      manufacturer: null,
      excludedWebsiteIds: [],
      popup: false,
      expiresOn: null,
    },
    {
      name: `Run-out sale on the ${third?.name ?? 'range'}`,
      category: caravans ? 'New caravan offer' : 'New vehicle offer',
      description: `<p>Sharp prices on the outgoing ${third?.name ?? 'models'} while they last.</p>`,
      disclaimer: 'Offer shown on our other sites only.',
      imageUrl: third ? bodyImage(third.body) : null,
      model: model(third),
      manufacturer: third?.make ?? null,
      // spec §5: this site must not show it
      excludedWebsiteIds: [site.id],
      popup: false,
      expiresOn: null,
    },
    {
      name: caravans ? 'Demonstrator vans reduced' : 'Low-kilometre demonstrators',
      category: caravans ? 'Used caravan offer' : 'Demo vehicle offer',
      description: `<p>Save on ${noun}s with only demonstration use, each with the full new ${noun} warranty.</p>`,
      disclaimer: null,
      imageUrl: null,
      model: null,
      manufacturer: null,
      excludedWebsiteIds: [],
      popup: false,
      expiresOn: day(random.int(30, 90)),
    },
  ];
  const extras: Omit<Offer, 'id' | 'dealershipId' | 'position'>[] = [
    {
      name: caravans ? 'Free annexe with every new van' : 'Accessories pack on us',
      category: 'Accessories offer',
      description: caravans
        ? '<p>A full annexe and matting, fitted free with every new van ordered this month.</p>'
        : '<p>Roof racks, a tow bar or a cargo liner: choose one, fitted free with any new car.</p>',
      disclaimer: null,
      imageUrl: null,
      model: null,
      manufacturer: null,
      excludedWebsiteIds: [],
      popup: false,
      expiresOn: null,
    },
    {
      name: 'Business and fleet pricing',
      category: 'Fleet offer',
      description:
        '<p>ABN holders get fleet pricing, a dedicated account manager and priority servicing.</p>',
      disclaimer: null,
      imageUrl: null,
      model: null,
      manufacturer: null,
      excludedWebsiteIds: [],
      popup: false,
      expiresOn: null,
    },
  ];
  const chosen = [...offers, ...extras.slice(0, random.int(0, extras.length))];
  return chosen.map((offer, index) => {
    const dealership = site.dealerships[index % site.dealerships.length]!;
    return offerSchema.parse({
      ...offer,
      id: dealership.id * 100 + index + 1,
      dealershipId: dealership.id,
      position: index,
    });
  });
}
