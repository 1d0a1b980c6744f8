import { type PromoCard } from '@dealer/site-config';
import { zoneFormat } from './zone-format';

// spec §4/§9 search promo cards: shown only inside their start/expiry window (dates inclusive,
// in the site's day) and for their car types, at their configured 1-based result positions.

export function isPromoCardLive(card: Pick<PromoCard, 'start' | 'expiry'>, today: string): boolean {
  return card.start <= today && today <= card.expiry;
}

/** The promo cards of a results page, each with the index (0-based) it goes before. */
export function promoCardsForPage(
  cards: readonly PromoCard[],
  options: {
    today: string;
    carTypes: readonly string[] | null;
    page: number;
    hitsPerPage: number;
    hitsOnPage: number;
  },
): { index: number; card: PromoCard }[] {
  const first = (options.page - 1) * options.hitsPerPage + 1; // position of the page's first result
  const placed: { index: number; card: PromoCard }[] = [];
  for (const card of cards) {
    if (!isPromoCardLive(card, options.today)) continue;
    if (options.carTypes && !card.carTypes.some((type) => options.carTypes!.includes(type)))
      continue;
    for (const position of card.positions) {
      const index = position - first;
      if (index >= 0 && index <= options.hitsOnPage && !placed.some((p) => p.index === index)) {
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
