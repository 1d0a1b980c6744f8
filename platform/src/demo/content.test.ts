import { describe, expect, it } from 'vitest';
import { demoSites, parseSite } from '@dealer/site-config';
import { offerHtmlText } from '../domain/offer-html';
import { isFinanceOffer, offerSchema } from '../domain/offers';
import { reviewAggregate, reviewSchema } from '../domain/reviews';
import { generateDemoData } from './generate';
import { generateDemoOffers } from './offers';
import { generateDemoReviews, withReviewAggregates } from './reviews';

const now = new Date('2026-11-22T00:00:00Z');
const sites = demoSites.map(parseSite);

describe.each(sites.map((site) => [site.slug, site] as const))('demo offers of %s', (_, site) => {
  const offers = generateDemoOffers(site, { now });

  it('are the same for a site and day, five to eight of them, valid, with unique ids', () => {
    expect(generateDemoOffers(site, { now })).toEqual(offers);
    expect(offers.length).toBeGreaterThanOrEqual(5);
    expect(offers.length).toBeLessThanOrEqual(8);
    for (const offer of offers) expect(() => offerSchema.parse(offer)).not.toThrow();
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    const dealerships = site.dealerships.map((d) => d.id);
    expect(offers.every((o) => dealerships.includes(o.dealershipId))).toBe(true);
  });

  it('have every case the offer rules need', () => {
    const shown = offers.filter((o) => !o.excludedWebsiteIds.includes(site.id));
    expect(shown.some(isFinanceOffer)).toBe(true);
    // spec §4/§9: a description over 200 characters of text, a disclaimer over 200
    expect(shown.some((o) => offerHtmlText(o.description).length > 200)).toBe(true);
    expect(shown.some((o) => (o.disclaimer?.length ?? 0) > 200)).toBe(true);
    // spec §5: one offer this site must not show
    expect(offers.filter((o) => o.excludedWebsiteIds.includes(site.id))).toHaveLength(1);
    // spec §4: one popup, in date
    const popups = shown.filter((o) => o.popup);
    expect(popups).toHaveLength(1);
    expect(popups[0]!.expiresOn! > now.toISOString().slice(0, 10)).toBe(true);
  });

  it('name the site’s own make on a franchise site', () => {
    if (!site.manufacturer) return;
    const makes = offers.map((o) => o.manufacturer).filter(Boolean);
    expect(makes.length).toBeGreaterThan(0);
    expect(makes.every((m) => m === site.manufacturer)).toBe(true);
  });
});

describe.each(sites.map((site) => [site.slug, site] as const))('demo reviews of %s', (_, site) => {
  const { locations } = generateDemoData(site, { now });
  const reviews = generateDemoReviews(site.slug, locations, { now });

  it('are the same for a site and day, valid, a few dozen per location', () => {
    expect(generateDemoReviews(site.slug, locations, { now })).toEqual(reviews);
    for (const review of reviews) expect(() => reviewSchema.parse(review)).not.toThrow();
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    for (const location of locations) {
      const own = reviews.filter((r) => r.locationId === location.id).length;
      expect(own).toBeGreaterThanOrEqual(24);
      expect(own).toBeLessThanOrEqual(48);
    }
  });

  it('are rated 1 to 5, skewed high: about 4.4 on average (spec §9)', () => {
    const { average } = reviewAggregate(reviews);
    expect(average).toBeGreaterThanOrEqual(4.2);
    expect(average).toBeLessThanOrEqual(4.6);
    for (const rating of [1, 2, 3, 4, 5])
      expect(reviews.some((r) => r.rating === rating)).toBe(true);
  });

  it('have some without words, replies after the review and nothing in the future', () => {
    expect(reviews.some((r) => r.text === null)).toBe(true);
    expect(reviews.some((r) => r.replyText !== null)).toBe(true);
    for (const r of reviews) {
      expect(r.reviewDate.getTime()).toBeLessThanOrEqual(now.getTime());
      if (r.replyDate) {
        expect(r.replyDate.getTime()).toBeGreaterThanOrEqual(r.reviewDate.getTime());
        expect(r.replyDate.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it('give each location its rating and count', () => {
    for (const location of withReviewAggregates(locations, reviews)) {
      const own = reviews.filter((r) => r.locationId === location.id);
      expect(location.reviewCount).toBe(own.length);
      expect(location.averageRating).toBe(reviewAggregate(own).average);
    }
  });
});
