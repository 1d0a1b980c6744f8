import { formatAud, formatNumber } from '@dealer/design-system/format';
// spec §3/§9 Toyota Service Advantage: capped-price servicing per model (amount per service,
// years, services, interval, range), with the default for every other model.

export interface ServiceAdvantage {
  /** dollars per service */
  amount: number;
  /** '$250' */
  pricePerService: string;
  years: number;
  services: number;
  intervalMonths: number;
  intervalKm: number;
  /** the distance the plan covers, km */
  rangeKm: number;
  /** 'every 12 months or 15,000km' */
  interval: string;
  /** '75,000km' */
  range: string;
}

type Plan = { amount: number; years: number; services: number; rangeKm?: number };

// spec §9 6 or 10 services use 6 months or 10,000km; otherwise every 12 months or 15,000km
function plan({ amount, years, services, rangeKm }: Plan): ServiceAdvantage {
  const short = services === 6 || services === 10;
  const intervalMonths = short ? 6 : 12;
  const intervalKm = short ? 10_000 : 15_000;
  const range = rangeKm ?? services * intervalKm;
  const km = (n: number) => `${formatNumber(n)}km`;
  return {
    amount,
    pricePerService: formatAud(amount),
    years,
    services,
    intervalMonths,
    intervalKm,
    rangeKm: range,
    interval: `every ${intervalMonths} months or ${km(intervalKm)}`,
    range: km(range),
  };
}

// spec §9 default $250 per service, 5 years, 5 services, every 12 months or 15,000km, 75,000km
export const defaultServiceAdvantage: ServiceAdvantage = plan({
  amount: 250,
  years: 5,
  services: 5,
  rangeKm: 75_000,
});

// spec §9 per-model table
export const serviceAdvantageByModel: Readonly<Record<string, ServiceAdvantage>> = {
  Coaster: plan({ amount: 485, years: 3, services: 6 }),
  HiAce: plan({ amount: 290, years: 3, services: 6 }),
  Granvia: plan({ amount: 290, years: 3, services: 6 }),
  HiLux: plan({ amount: 290, years: 3, services: 6 }),
  Fortuner: plan({ amount: 290, years: 3, services: 6 }),
  Prado: plan({ amount: 390, years: 5, services: 10, rangeKm: 100_000 }),
  'LandCruiser 70': plan({ amount: 525, years: 5, services: 10 }),
  'LandCruiser 300': plan({ amount: 400, years: 5, services: 10 }),
  Tundra: plan({ amount: 400, years: 5, services: 10 }),
  bZ4X: plan({ amount: 180, years: 5, services: 5 }),
  Corolla: plan({ amount: 245, years: 5, services: 5 }),
  Yaris: plan({ amount: 245, years: 5, services: 5 }),
  Camry: plan({ amount: 255, years: 5, services: 5 }),
  'Yaris Cross': plan({ amount: 250, years: 5, services: 5 }),
  'C-HR': plan({ amount: 250, years: 5, services: 5 }),
  'Corolla Cross': plan({ amount: 250, years: 5, services: 5 }),
  RAV4: plan({ amount: 260, years: 5, services: 5 }),
  Kluger: plan({ amount: 265, years: 5, services: 5 }),
};

/** Model names as feeds write them, for the names the table uses. */
const modelAliases: Readonly<Record<string, string>> = {
  'landcruiser prado': 'Prado',
  'land cruiser prado': 'Prado',
  'land cruiser 70': 'LandCruiser 70',
  'land cruiser 300': 'LandCruiser 300',
  'hi ace': 'HiAce',
  'hi lux': 'HiLux',
  chr: 'C-HR',
};

const normalise = (model: string) => model.trim().toLowerCase().replace(/\s+/g, ' ');
const tableKeys = new Map(Object.keys(serviceAdvantageByModel).map((k) => [normalise(k), k]));
// longest first, so 'Yaris Cross' is tried before 'Yaris' and 'Corolla Cross' before 'Corolla'
const prefixes = [...tableKeys.keys(), ...Object.keys(modelAliases)].sort(
  (a, b) => b.length - a.length,
);

// spec §9 Toyota Service Advantage per model, else the default. A model matches its table entry
// exactly or as its first words ('HiLux SR5 4x4' is a HiLux; 'GR Yaris' is not a Yaris).
export function serviceAdvantageFor(model: string): ServiceAdvantage {
  const name = normalise(model);
  // own keys only: a model named like an object property ('__proto__') is no table entry
  const key = (candidate: string) =>
    (Object.hasOwn(modelAliases, candidate) ? modelAliases[candidate] : undefined) ??
    tableKeys.get(candidate);
  const exact = key(name);
  if (exact) return serviceAdvantageByModel[exact]!;
  const prefix = prefixes.find((p) => name.startsWith(`${p} `));
  const matched = prefix === undefined ? undefined : key(prefix);
  return matched ? serviceAdvantageByModel[matched]! : defaultServiceAdvantage;
}

// spec §2 service booking: the dealer's microsite booking page where the site has a microsite,
// else the site's own /genuine-service
export function serviceBookingHref(site: { microsite: string | null }): string {
  return site.microsite
    ? new URL('/service-booking', site.microsite).toString()
    : '/genuine-service';
}
