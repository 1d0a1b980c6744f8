import { isInStock } from './stock-visibility';
import { type VehicleFacts } from './vehicle-facts';

export type CardTagKind =
  'fuel' | 'reserved' | 'certified' | 'own' | 'comingSoon' | 'justArrived' | 'sold';

export interface CardTag {
  kind: CardTagKind;
  label: string;
}

export interface CardTagOptions {
  fuelTag: boolean;
  certifiedBadge: boolean;
  certifiedMake: string;
  soldTagName: string;
  justArrivedDays: number;
  justArrivedTagName: string;
}

const DAY_MS = 86_400_000;
const fuelTags = new Set(['Electric', 'Hybrid', 'PHEV']);

// spec §4 tag precedence for an in-stock card: 1 Electric/Hybrid/PHEV fuel tag (where the site
// turns it on); 2 'Reserved'; 3 the certified logo for certified used cars of the certified
// make; 4 the car's own tag; 5 'COMING SOON'; 6 the just-arrived tag within the window.
// A sold car shows the sold tag (default 'JUST SOLD'); other not-in-stock cars show none.
export function cardTag(car: VehicleFacts, options: CardTagOptions, now: Date): CardTag | null {
  if (car.status === 'sold') return { kind: 'sold', label: options.soldTagName };
  if (!isInStock(car.status)) return null;
  if (options.fuelTag && fuelTags.has(car.simpleFuel))
    return { kind: 'fuel', label: car.simpleFuel };
  if (car.reserved) return { kind: 'reserved', label: 'Reserved' };
  if (
    options.certifiedBadge &&
    car.certified &&
    car.carType === 'used' &&
    car.make.toLowerCase() === options.certifiedMake.toLowerCase()
  ) {
    return { kind: 'certified', label: `${options.certifiedMake} Certified` };
  }
  if (car.tag) return { kind: 'own', label: car.tag };
  if (car.status === 'coming_soon') return { kind: 'comingSoon', label: 'COMING SOON' };
  if (now.getTime() - car.createdAt.getTime() <= options.justArrivedDays * DAY_MS) {
    return { kind: 'justArrived', label: options.justArrivedTagName };
  }
  return null;
}

// spec §4 certified badge (Toyota): make Toyota, certified, the feature on, not sold.
export function showsCertifiedBadge(
  car: Pick<VehicleFacts, 'make' | 'certified' | 'status'>,
  featureOn: boolean,
): boolean {
  return featureOn && car.certified && car.make.toLowerCase() === 'toyota' && car.status !== 'sold';
}
