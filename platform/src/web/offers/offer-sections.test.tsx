import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoOffers } from '../../demo/offers';
import { generateDemoData } from '../../demo/generate';
import { generateDemoReviews } from '../../demo/reviews';
import { offersForSite, type Offer } from '../../domain/offers';
import { dayIn } from '../../domain/promo-cards';

// The offer and review sections as a shopper sees them, over the seeded demo data of a site (the
// store's own queries are tested against PGlite in content-repository.test.ts).

const now = new Date();
const generic = getSiteBySlug('southern-cross-motors') as Site;
const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const sites = [generic, toyota];
const offersOf = (site: Site) => generateDemoOffers(site, { now });
const locationsOf = (site: Site) => generateDemoData(site, { now }).locations;

const store = {
  content: {
    siteTimeZone: async () => 'Australia/Melbourne',
    listOffers: async (site: Site, at = now) =>
      offersForSite(offersOf(site), site, dayIn('Australia/Melbourne', at)),
    getOffer: async (site: Site, id: number) =>
      offersForSite(offersOf(site), site, dayIn('Australia/Melbourne', now)).find(
        (o) => o.id === id,
      ) ?? null,
    listReviews: async (site: Site, { locationId }: { locationId?: number } = {}) =>
      generateDemoReviews(site.slug, locationsOf(site), { now })
        .filter((r) => locationId === undefined || r.locationId === locationId)
        .sort((a, b) => b.reviewDate.getTime() - a.reviewDate.getTime()),
  },
  stock: { listLocations: async (site: Site) => locationsOf(site) },
};

vi.mock('../../runtime', () => ({ appRuntime: () => ({ store: async () => store }) }));

const { OffersPage } = await import('./OffersPage');
const { OfferPage } = await import('./OfferPage');
const { offerPopupFor } = await import('./HomeOfferPopup');
const { ReviewFeedbackPage } = await import('../reviews/ReviewFeedbackPage');
const { ReviewsSection } = await import('../reviews/ReviewsSection');

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

const notFoundDigest = /NEXT_HTTP_ERROR_FALLBACK;404/;
const redirectDigest = (path: string) => new RegExp(`NEXT_REDIRECT;replace;${path};308`);

describe('/special-offers', () => {
  it('lists the site’s offers as cards linking to their pages, with one h1', async () => {
    render(await OffersPage({ site: generic }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Special Offers',
    ]);
    const list = screen.getByRole('list', { name: 'Special Offers' });
    const shown = offersForSite(offersOf(generic), generic, dayIn('Australia/Melbourne', now));
    expect(within(list).getAllByRole('article')).toHaveLength(shown.length);
    const excluded = offersOf(generic).find((o) => o.excludedWebsiteIds.includes(generic.id))!;
    expect(screen.queryByRole('heading', { name: excluded.name })).toBeNull();
    const finance = shown.find((o) => o.category === 'Finance offer')!;
    const card = screen.getByRole('article', { name: finance.name });
    expect(within(card).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^View Offer/ })
        .getAttribute('href'),
    ).toBe(`/offers/${finance.manufacturer!.toLowerCase()}/${finance.id}`);
  });

  it('collapses a long description and cuts a long disclaimer, and opens them', async () => {
    const user = userEvent.setup({ delay: null });
    // the generic demo site leaves finance offers collapsed (the Toyota one opens them)
    expect(generic.offers.financeExpanded).toBe(false);
    render(await OffersPage({ site: generic }));
    const more = screen.getByRole('button', { name: 'View more' });
    const descriptionId = more.getAttribute('aria-controls')!;
    expect(document.getElementById(descriptionId)!.textContent!.length).toBeLessThanOrEqual(161);
    await user.click(more);
    // the whole description as the dealer formatted it
    const whole = document.getElementById(descriptionId)!;
    expect(within(whole).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'View less' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View full disclaimer' }));
    expect(screen.getByRole('button', { name: 'View less disclaimer' })).toBeTruthy();
  });

  it('opens finance offers in full on a site that says so', async () => {
    expect(toyota.offers.financeExpanded).toBe(true);
    render(await OffersPage({ site: toyota }));
    const finance = offersOf(toyota).find((o) => o.category === 'Finance offer')!;
    const card = screen.getByRole('article', { name: finance.name });
    expect(within(card).getByRole('button', { name: 'View less disclaimer' })).toBeTruthy();
  });
});

describe('/offers/{id} and /offers/{manufacturer}/{id}', () => {
  const shownOn = (site: Site) =>
    offersForSite(offersOf(site), site, dayIn('Australia/Melbourne', now));
  const withMake = (site: Site) => shownOn(site).find((o) => o.manufacturer)!;

  it('shows one offer in full with its enquiry', async () => {
    const offer = withMake(toyota);
    render(await OfferPage({ site: toyota, id: String(offer.id) }));
    expect(screen.getByRole('heading', { level: 1, name: offer.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  });

  it('takes the manufacturer part on a site without a manufacturer of its own', async () => {
    const offer = withMake(generic);
    const make = offer.manufacturer!.toLowerCase();
    render(await OfferPage({ site: generic, id: String(offer.id), manufacturer: make }));
    expect(screen.getByRole('heading', { level: 1, name: offer.name })).toBeTruthy();
    await expect(OfferPage({ site: generic, id: String(offer.id) })).rejects.toThrow(
      expect.objectContaining({
        digest: expect.stringMatching(redirectDigest(`/offers/${make}/${offer.id}`)),
      }),
    );
  });

  const cases: [
    string,
    Site,
    () => Offer | { id: number; manufacturer: string | null },
    string | null,
  ][] = [
    ['an unknown offer', toyota, () => ({ id: 999_999, manufacturer: null }), null],
    [
      'an offer excluded from the site',
      toyota,
      () => offersOf(toyota).find((o) => o.excludedWebsiteIds.includes(toyota.id))!,
      null,
    ],
    ['another site’s offer', toyota, () => withMake(generic), null],
    ['a manufacturer part on a franchise site', toyota, () => withMake(toyota), 'toyota'],
    ['the wrong manufacturer', generic, () => withMake(generic), 'lamborghini'],
  ];
  it.each(cases)('%s is a 404', async (_, site, pick, manufacturer) => {
    const { id } = pick();
    await expect(OfferPage({ site, id: String(id), manufacturer })).rejects.toThrow(
      expect.objectContaining({ digest: expect.stringMatching(notFoundDigest) }),
    );
  });

  it.each([['0'], ['abc'], ['12.5']])('an id of %s is a 404', async (id) => {
    await expect(OfferPage({ site: toyota, id })).rejects.toThrow(
      expect.objectContaining({ digest: expect.stringMatching(notFoundDigest) }),
    );
  });
});

describe('the home page’s offer popup', () => {
  it.each(sites.map((site) => [site.slug, site] as const))('%s has one', async (_, site) => {
    const props = await offerPopupFor(site, now);
    const popup = offersOf(site).find((o) => o.popup)!;
    expect(props).toMatchObject({ offerId: popup.id, title: popup.name });
  });

  it('is none where the site shows no popup', async () => {
    expect(
      await offerPopupFor({ ...toyota, offers: { ...toyota.offers, popup: false } }, now),
    ).toBeNull();
  });
});

describe('review-feedback page', () => {
  it.each([
    [{}, 'Hi Valued Customer, thank you for choosing Our Dealership.'],
    [
      { first_name: 'Olivia', dealership_name: 'Swan Valley Toyota' },
      'Hi Olivia, thank you for choosing Swan Valley Toyota.',
    ],
  ])('greets %j and offers the two ways', async (query, greeting) => {
    render(await ReviewFeedbackPage({ site: toyota, query }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(new RegExp(`^${greeting.replace(/[.]/g, '\\.')}`))).toBeTruthy();
    const primary = locationsOf(toyota).find((l) => l.primary)!;
    expect(
      screen.getByRole('link', { name: 'I had a great experience' }).getAttribute('href'),
    ).toBe(primary.address.placeUrl);
    expect(screen.getByRole('link', { name: 'I had a bad experience' }).getAttribute('href')).toBe(
      '/customer-feedback-survey',
    );
  });

  it('sends a great experience to the site’s own review URL when it has one', async () => {
    const site = {
      ...toyota,
      reviews: { minimumRating: 4, reviewUrl: 'https://g.page/r/swan/review' },
    };
    render(await ReviewFeedbackPage({ site }));
    expect(
      screen.getByRole('link', { name: 'I had a great experience' }).getAttribute('href'),
    ).toBe('https://g.page/r/swan/review');
  });
});

describe('reviews section', () => {
  it('shows the average with one decimal and the count, and the 12 newest at 4 stars or more', async () => {
    const location = locationsOf(toyota)[0]!;
    render((await ReviewsSection({ site: toyota, locationId: location.id })) as React.ReactElement);
    const section = screen.getByRole('region', { name: 'Customer Reviews' });
    const reviews = await store.content.listReviews(toyota, { locationId: location.id });
    const average = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
    expect(within(section).getByText(`${reviews.length} reviews`)).toBeTruthy();
    expect(within(section).getByText((Math.round(average * 10) / 10).toFixed(1))).toBeTruthy();
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(within(section).getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(
      location.address.placeUrl,
    );
  });
});
