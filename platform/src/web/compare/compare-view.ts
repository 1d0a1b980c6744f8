import { type Site } from '@dealer/site-config';
import { compareValues, type CompareValues } from '../../domain/compare';
import { locationDisplayName, shownPrice } from '../../domain/vehicle-sidebar';
import { type LoadedVehicle } from '../vehicle/load-vehicle';

// The compare page's cars as the browser's island receives them: plain data, no markup.

export interface ComparedCar {
  id: number;
  slug: string;
  name: string;
  /** the car's own page */
  href: string;
  image: { src: string; width: number; height: number } | null;
  /** spec §4 price display, as the table shows it */
  price: {
    amount: number | null;
    text: string | null;
    qualifier: string | null;
    wasPrice: number | null;
  };
  values: CompareValues;
}

/** A car of the compare page: its picture, its page, its price and its compared facts. */
export function comparedCar(
  site: Pick<Site, 'features' | 'content'>,
  { car, location }: LoadedVehicle,
): ComparedCar {
  const price = shownPrice(car, site) ?? {
    amount: null,
    text: site.content.noPriceText,
    qualifier: null,
    wasPrice: null,
  };
  const image = car.images[0] ?? null;
  const where = `${locationDisplayName(location.name)}, ${location.address.city} ${location.address.state}`;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    href: `/cars/${encodeURIComponent(car.slug)}`,
    image: image ? { src: image.url, width: image.width, height: image.height } : null,
    price: {
      amount: price.amount,
      text: price.text,
      qualifier: price.qualifier,
      wasPrice: price.wasPrice,
    },
    values: compareValues(car, price, where),
  };
}

/** 'Cars' -> 'car', 'Caravans' -> 'caravan': the site's vehicle noun for one and for several. */
export function vehicleWords(noun: string): { one: string; many: string } {
  const many = noun.toLowerCase();
  return { one: many.replace(/s$/, ''), many };
}

/** The table's caption: 'Comparing 3 cars', 'Comparing 1 caravan'. */
export function compareCaption(count: number, noun: string): string {
  const words = vehicleWords(noun);
  return `Comparing ${count} ${count === 1 ? words.one : words.many}`;
}

// spec §1 compare hidden for cars not in stock: a car the address names that the page cannot
// show (sold, gone, or never the site's) is said to be no longer available, without its name
export function unavailableNotice(count: number, noun: string): string | null {
  if (count <= 0) return null;
  const words = vehicleWords(noun);
  return count === 1
    ? `1 ${words.one} in this comparison is no longer available.`
    : `${count} ${words.many} in this comparison are no longer available.`;
}
