import { describe, expect, it } from 'vitest';
import { siteSchema } from '@dealer/site-config';
import { type Offer, offerSchema } from '../../domain/offers';
import {
  offerCardProps,
  offerDetailProps,
  offerExpiryText,
  offerMetaDescription,
  offerPopupProps,
} from './offer-views';

const site = (overrides: Record<string, unknown> = {}) =>
  siteSchema.parse({
    id: 7,
    slug: 'test-motors',
    name: 'Test Motors',
    url: 'https://www.testmotors.com.au',
    template: 'generic',
    dealershipId: 70,
    dealerships: [{ id: 70, slug: 'test-motors-a', name: 'Test Motors A' }],
    theme: { brand: 'generic' },
    ...overrides,
  });

const longWords =
  'Our best price of the season on the Mazda CX-5, with on-road costs, registration and stamp ' +
  'duty included, so the price you see is the price you pay. Talk to our team today about the ' +
  'colours and grades in the yard.';

const offer = (overrides: Partial<Offer> = {}): Offer =>
  offerSchema.parse({
    id: 501,
    dealershipId: 70,
    name: 'Drive away, no more to pay',
    description: `<h2>Included</h2><p>${longWords}</p><script>alert(1)</script><p onclick="x()">Hi</p>`,
    disclaimer: '  Private buyers only.  ',
    category: 'Finance offer',
    imageUrl: '/media/body/Wagon.svg',
    model: null,
    manufacturer: 'Mazda',
    excludedWebsiteIds: [],
    popup: true,
    expiresOn: '2026-12-31',
    position: 0,
    ...overrides,
  });

describe('offerCardProps (spec §2 /special-offers, §4 truncation, §9 image 375×250)', () => {
  it('gives the card the text for its preview and the safe HTML once expanded', () => {
    const props = offerCardProps(offer(), site());
    expect(props.description).toBe(`Included\n${longWords}\nHi`);
    expect(props.descriptionHtml).toBe(`<h3>Included</h3><p>${longWords}</p><p>Hi</p>`);
    expect(props.disclaimer).toBe('Private buyers only.');
    expect(props.image).toEqual({
      src: '/media/body/Wagon.svg',
      alt: 'Drive away, no more to pay',
      width: 375,
      height: 250,
    });
    expect(props.action).toEqual({ label: 'View Offer', href: '/offers/mazda/501' });
    expect(props.headingLevel).toBe(2);
  });

  it.each([
    ['a finance offer on a site that expands them', 'Finance offer', true, true],
    ['a finance offer elsewhere', 'Finance offer', false, false],
    ['another offer on a site that expands finance', 'Service offer', true, false],
  ])('%s: expanded %s', (_, category, financeExpanded, expanded) => {
    expect(
      offerCardProps(offer({ category }), site({ offers: { financeExpanded } })).expandedByDefault,
    ).toBe(expanded);
  });

  it('links to /offers/{id} on a site with a manufacturer of its own', () => {
    expect(offerCardProps(offer(), site({ manufacturer: 'Toyota' })).action?.href).toBe(
      '/offers/501',
    );
  });

  it('has no description, disclaimer or picture where the offer has none', () => {
    const props = offerCardProps(
      offer({ description: '<script>x</script>', disclaimer: '  ', imageUrl: null }),
      site(),
    );
    expect(props.description).toBeNull();
    expect(props.descriptionHtml).toBeNull();
    expect(props.disclaimer).toBeNull();
    expect(props.image).toBeNull();
  });
});

describe('offerDetailProps (spec §2 single offer view)', () => {
  it('shows the whole offer, its headings under the title, and the enquiry', () => {
    const props = offerDetailProps(offer());
    expect(props.headingLevel).toBe(1);
    expect(props.descriptionHtml).toBe(`<h2>Included</h2><p>${longWords}</p><p>Hi</p>`);
    expect(props.disclaimer).toBe('Private buyers only.');
    expect(props.expiry).toBe('Offer ends 31 December 2026');
    expect(props.actions?.[0]).toEqual({ label: 'Enquire Now', href: '/contact-us' });
    expect(props.actions?.[1]).toEqual({ label: 'View All Offers', href: '/special-offers' });
  });
});

describe('offerExpiryText', () => {
  it.each([
    [null, null],
    ['2026-01-05', 'Offer ends 5 January 2026'],
    ['2026-12-31', 'Offer ends 31 December 2026'],
    ['31/12/2026', null],
  ])('%s -> %s', (date, text) => expect(offerExpiryText(date)).toBe(text));
});

describe('offerMetaDescription', () => {
  it('is the description’s text on one line, about 160 characters when long', () => {
    expect(longWords.length).toBeGreaterThan(200);
    const text = offerMetaDescription(offer());
    expect(text.length).toBeLessThanOrEqual(161);
    expect(text.startsWith('Included Our best price')).toBe(true);
    expect(offerMetaDescription(offer({ description: '<p>Short</p><p>offer</p>' }))).toBe(
      'Short offer',
    );
  });
});

describe('offerPopupProps (spec §4 popup)', () => {
  it('gives the popup the offer, its preview, its page and its last day', () => {
    const props = offerPopupProps(offer(), site(), 'Australia/Melbourne');
    expect(props).toMatchObject({
      offerId: 501,
      title: 'Drive away, no more to pay',
      href: '/offers/mazda/501',
      actionLabel: 'View Offer',
      expiresOn: '2026-12-31',
      timeZone: 'Australia/Melbourne',
    });
    expect(props.description!.length).toBeLessThanOrEqual(161);
    expect(props.description).not.toMatch(/[<>]/);
  });
});
