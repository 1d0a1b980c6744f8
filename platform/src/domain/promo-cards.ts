import { type PromoCard } from '@dealer/site-config';
import { zoneFormat } from './zone-format';

// spec §4/§9 search promo cards: shown only inside their start/expiry window (dates inclusive,
// in the site's day) and for their car types, at their configured 1-based result positions.

/** The car types a search holds when it is narrowed to none. */
const everyCarType: readonly PromoCard['display'][number][] = ['new', 'demo', 'used'];

/**
 * spec §3 promo node `display` and `strictDisplay`, §4 'per car type': whether a card shows on a
 * search of these car types (null: a search narrowed to none, so of every car type). A card
 * shows where the search holds any car type it displays for; a strict card only where every
 * car type the search holds is one it displays for.
 */
export function promoCardShowsFor(
  card: Pick<PromoCard, 'display' | 'strictDisplay'>,
  searchCarTypes: readonly string[] | null,
): boolean {
  const held = searchCarTypes ?? everyCarType;
  const displayed = (type: string) => card.display.some((shown) => shown === type);
  if (held.length === 0) return false; // a search that can hold no car
  return card.strictDisplay ? held.every(displayed) : held.some(displayed);
}

export function isPromoCardLive(card: Pick<PromoCard, 'start' | 'expiry'>, today: string): boolean {
  return card.start <= today && today <= card.expiry;
}

/** Where a results page stands among the results: its page, its size and its hits. */
export interface ResultsPageSlots {
  page: number;
  hitsPerPage: number;
  hitsOnPage: number;
}

/**
 * The index (0-based) on a results page of the card before which a 1-based result position
 * falls, or null when the position is on another page.
 */
export function slotOnPage(position: number, options: ResultsPageSlots): number | null {
  const first = (options.page - 1) * options.hitsPerPage + 1; // position of the page's first result
  const index = position - first;
  return index >= 0 && index <= options.hitsOnPage ? index : null;
}

/** The promo cards of a results page, each with the index (0-based) it goes before. */
export function promoCardsForPage(
  cards: readonly PromoCard[],
  options: ResultsPageSlots & { today: string; carTypes: readonly string[] | null },
): { index: number; card: PromoCard }[] {
  const placed: { index: number; card: PromoCard }[] = [];
  for (const card of cards) {
    if (!isPromoCardLive(card, options.today)) continue;
    if (!promoCardShowsFor(card, options.carTypes)) continue;
    for (const position of card.positions) {
      const index = slotOnPage(position, options);
      if (index !== null && !placed.some((p) => p.index === index)) {
        placed.push({ index, card });
      }
    }
  }
  return placed.sort((a, b) => a.index - b.index);
}

/** A date as YYYY-MM-DD in a time zone (a site's day). */
export function dayIn(timeZone: string, now: Date): string {
  return zoneFormat('en-CA', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
