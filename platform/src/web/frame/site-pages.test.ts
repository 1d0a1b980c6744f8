import { describe, expect, it } from 'vitest';
import { siteSchema, type SiteInput } from '@dealer/site-config';
import { profiles } from '@dealer/template-profiles';
import {
  offeredHref,
  offersPage,
  showsMenuItem,
  siteFooterGroups,
  siteMenu,
  withOfferedLinks,
} from './site-pages';

const site = (patch: Partial<SiteInput> = {}) =>
  siteSchema.parse({
    id: 1,
    slug: 'test-motors',
    name: 'Test Motors',
    url: 'https://www.testmotors.com.au',
    template: 'generic',
    dealershipId: 1,
    dealerships: [{ id: 1, slug: 'test-motors', name: 'Test Motors' }],
    theme: { brand: 'generic' },
    ...patch,
  });

describe('offeredHref', () => {
  it.each([
    ['a page no switch governs', {}, '/service', '/service'],
    ['a finance page the site offers', {}, '/finance', '/finance'],
    [
      'a finance page the site lacks goes to its own',
      { finance: { pages: ['car-finance'] } },
      '/finance?car_id=4',
      '/car-finance?car_id=4',
    ],
    ['the trade-in page it offers', {}, '/trade-in', '/trade-in'],
    [
      'a trade-in page it lacks goes to its own',
      { tradeIn: { pages: ['sell-my-car'] } },
      '/trade-in',
      '/sell-my-car',
    ],
    ['no trade-in page at all', { tradeIn: { pages: [] } }, '/trade-in', null],
    ['trade-in switched off', { features: { tradeIn: false } }, '/sell-my-car', null],
    ['no finance page at all', { finance: { pages: [] } }, '/finance#finance-form', null],
    [
      'an enquiry page the site configures',
      {
        forms: {
          enquiryPages: [
            { slug: 'new-vehicle-enquiry', title: 'New', intro: 'New', form: 'general-enquiry' },
          ],
        },
      },
      '/enquiries/new-vehicle-enquiry',
      '/enquiries/new-vehicle-enquiry',
    ],
    ['an enquiry page it does not', {}, '/enquiries/new-vehicle-enquiry', null],
    ['a default content page', {}, '/careers', '/careers'],
    [
      'a default content page it hides',
      { content: { pages: [{ path: '/careers', hidden: true }] } },
      '/careers',
      null,
    ],
    ['a content page only a config gives, where it has none', {}, '/diamond-advantage', null],
    [
      'that page where its config has it',
      { content: { pages: [{ path: '/diamond-advantage', title: 'Diamond Advantage' }] } },
      '/diamond-advantage',
      '/diamond-advantage',
    ],
  ] as const)('%s', (_name, patch, href, expected) => {
    expect(offeredHref(site(patch as Partial<SiteInput>), href)).toBe(expected);
  });

  it('says whether the site offers a page', () => {
    expect(offersPage(site(), '/finance-enquiry')).toBe(true);
    expect(offersPage(site(), '/apply-for-finance')).toBe(false);
    expect(offersPage(site(), '/contact')).toBe(true);
  });
});

describe('siteMenu', () => {
  it('points each link at a page the site has, leaves out the rest and repeats none', () => {
    const menu = [
      { label: 'Finance', href: '/finance' },
      { label: 'Apply', href: '/apply-for-finance' },
      { label: 'Trade-In', href: '/trade-in' },
      { label: 'Contact', href: '/contact', align: 'right' as const },
    ];
    expect(
      siteMenu(site({ finance: { pages: ['finance'] }, tradeIn: { pages: [] } }), menu),
    ).toEqual([
      { label: 'Finance', href: '/finance' },
      { label: 'Contact', href: '/contact', align: 'right' },
    ]);
  });
});

describe('siteMenu dropdowns (spec §2)', () => {
  const discover = {
    label: 'Discover',
    href: '/about-us',
    children: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Diamond Advantage', href: '/diamond-advantage' },
      { label: 'Careers', href: '/careers' },
      { label: 'Sell My Car', href: '/sell-my-car', optional: 'sellMyCar' as const },
    ],
  };

  it('shows the template’s dropdown with the links the site has', () => {
    expect(siteMenu(site(), [discover])).toEqual([
      {
        label: 'Discover',
        href: '/about-us',
        children: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
        ],
      },
    ]);
  });

  it('takes the site’s own dropdown for the item, and makes an emptied one a plain link', () => {
    const own = site({
      menu: { dropdowns: { '/about-us': [{ label: 'Our Story', href: '/pages/our-story' }] } },
    });
    expect(siteMenu(own, [discover])[0]!.children).toEqual([
      { label: 'Our Story', href: '/pages/our-story' },
    ]);
    const none = site({ menu: { dropdowns: { '/about-us': [] } } });
    expect(siteMenu(none, [discover])).toEqual([{ label: 'Discover', href: '/about-us' }]);
  });

  it('links the dealer microsite where the site has one, else the site’s own page', () => {
    const menu = [
      { label: 'Demonstrators', href: '/search/demo-cars', micrositePath: '/demonstrators' },
    ];
    expect(siteMenu(site(), menu)).toEqual([{ label: 'Demonstrators', href: '/search/demo-cars' }]);
    expect(siteMenu(site({ microsite: 'https://swanvalley.toyota.com.au' }), menu)).toEqual([
      { label: 'Demonstrators', href: 'https://swanvalley.toyota.com.au/demonstrators' },
    ]);
  });
});

describe('showsMenuItem (spec §2 mandatory and optional menu items)', () => {
  it.each([
    ['a mandatory item', {}, {}, true],
    ['a mandatory item on a site with optional items on', { optionalItems: ['kinto'] }, {}, true],
    [
      'an optional item the site switches on',
      { optionalItems: ['kinto'] },
      { optional: 'kinto' },
      true,
    ],
    [
      'an optional item among others switched on',
      { optionalItems: ['sellMyCar', 'expressMaintenance'] },
      { optional: 'expressMaintenance' },
      true,
    ],
    ['an optional item the site leaves off', {}, { optional: 'sellMyCar' }, false],
    [
      'an optional item when only another is on',
      { optionalItems: ['sellMyCar'] },
      { optional: 'kinto' },
      false,
    ],
    ['the model range on a franchise site', {}, { modelRange: true }, true],
    [
      'the model range on a site with no manufacturer',
      { manufacturer: null },
      { modelRange: true },
      false,
    ],
  ] as const)('%s: %s', (_name, config, item, expected) => {
    const { optionalItems = [], manufacturer = 'Toyota' } = config as {
      optionalItems?: string[];
      manufacturer?: string | null;
    };
    const shown = showsMenuItem(
      site({ manufacturer, menu: { optionalItems } } as Partial<SiteInput>),
      item,
    );
    expect(shown).toBe(expected);
  });
});

describe('siteMenu: optional items and the service booking address', () => {
  const menu = [
    { label: 'Book a Service', href: '/genuine-service', serviceBooking: true },
    {
      label: 'Express Maintenance',
      href: '/service/express-maintenance',
      optional: 'expressMaintenance',
    },
    { label: 'KINTO', href: 'https://www.kinto.com.au/', optional: 'kinto' },
  ] as const;

  it('books a service at /genuine-service and leaves out the items the site has not switched on', () => {
    expect(siteMenu(site(), menu)).toEqual([{ label: 'Book a Service', href: '/genuine-service' }]);
  });

  it('books a service on the dealer microsite and shows the items the site switches on', () => {
    const withMicrosite = site({
      microsite: 'https://www.testmotors-toyota.com.au',
      menu: { optionalItems: ['kinto', 'expressMaintenance'] },
    });
    expect(siteMenu(withMicrosite, menu)).toEqual([
      { label: 'Book a Service', href: 'https://www.testmotors-toyota.com.au/service-booking' },
      { label: 'Express Maintenance', href: '/service/express-maintenance' },
      { label: 'KINTO', href: 'https://www.kinto.com.au/' },
    ]);
  });
});

describe('siteFooterGroups (spec §2 the Toyota footer adds New Vehicles, Pre-Owned, Service, Contact)', () => {
  const toyotaSite = (patch: Partial<SiteInput> = {}) =>
    site({ template: 'toyota', theme: { brand: 'toyota' }, manufacturer: 'Toyota', ...patch });
  const shown = (patch?: Partial<SiteInput>) =>
    siteFooterGroups(toyotaSite(patch), profiles.toyota.footerGroups).map(
      (group) => `${group.heading}: ${group.links.map((link) => link.href).join(' ')}`,
    );

  it('shows the mandatory links of each group on a site with no optional item on', () => {
    expect(shown()).toEqual([
      'New Vehicles: /search/new-cars /search/demo-cars /finance',
      'Pre-Owned: /pre-owned /pre-owned?certified=true /trade-in',
      'Service: /genuine-service /vehicle-parts-and-accessories /warranty',
      'Contact: /contact-us /our-location /careers',
    ]);
  });

  it('adds the optional items a site switches on, each in its group', () => {
    expect(
      shown({
        tradeIn: { pages: ['trade-in', 'sell-my-car'] },
        menu: { optionalItems: ['sellMyCar', 'expressMaintenance', 'kinto'] },
      }),
    ).toEqual([
      'New Vehicles: /search/new-cars /search/demo-cars /finance',
      'Pre-Owned: /pre-owned /pre-owned?certified=true /trade-in /sell-my-car',
      'Service: /genuine-service /service/express-maintenance /vehicle-parts-and-accessories /warranty https://www.kinto.com.au/',
      'Contact: /contact-us /our-location /careers',
    ]);
  });

  it('repeats no trade-in page: Sell My Car on a site without one is its Trade-In', () => {
    expect(shown({ menu: { optionalItems: ['sellMyCar'] } })[1]).toBe(
      'Pre-Owned: /pre-owned /pre-owned?certified=true /trade-in',
    );
  });

  it('links the dealer microsite where the site has one, and its own enquiry page', () => {
    expect(
      shown({
        microsite: 'https://www.testmotors-toyota.com.au',
        forms: {
          enquiryPages: [
            { slug: 'new-vehicle-enquiry', title: 'New', intro: 'New', form: 'general-enquiry' },
          ],
        },
      })[0],
    ).toBe(
      'New Vehicles: https://www.testmotors-toyota.com.au/new-vehicles https://www.testmotors-toyota.com.au/demonstrators https://www.testmotors-toyota.com.au/finance-calculator /enquiries/new-vehicle-enquiry',
    );
  });

  it('leaves out a group none of whose links the site has', () => {
    const groups = [
      { heading: 'Trade', links: [{ label: 'Sell My Car', href: '/sell-my-car' }] },
      { heading: 'Contact', links: [{ label: 'Contact Us', href: '/contact-us' }] },
    ];
    expect(
      siteFooterGroups(site({ features: { tradeIn: false } }), groups).map((g) => g.heading),
    ).toEqual(['Contact']);
  });
});

describe('withOfferedLinks: a content page links only to pages the site offers', () => {
  const page = {
    path: '/blog/tips-and-advice',
    title: 'Tips & Advice',
    description: 'Tips',
    blocks: [
      { kind: 'paragraph' as const, text: 'Service on time.' },
      {
        kind: 'links' as const,
        items: [
          { label: 'Value My Trade-In', href: '/trade-in' },
          { label: 'Finance Calculator', href: '/finance' },
          { label: 'Regulator', href: 'https://www.fairtrading.nsw.gov.au' },
        ],
      },
      { kind: 'links' as const, items: [{ label: 'Value My Trade-In', href: '/trade-in' }] },
    ],
  };

  it('keeps the links of pages the site offers', () => {
    expect(withOfferedLinks(site(), page)).toEqual(page);
  });

  it('sends a link to the site’s own page of that kind, leaves out one it lacks, and drops an emptied block', () => {
    const own = site({ features: { tradeIn: false }, finance: { pages: ['car-finance'] } });
    expect(withOfferedLinks(own, page).blocks).toEqual([
      { kind: 'paragraph', text: 'Service on time.' },
      {
        kind: 'links',
        items: [
          { label: 'Finance Calculator', href: '/car-finance' },
          { label: 'Regulator', href: 'https://www.fairtrading.nsw.gov.au' },
        ],
      },
    ]);
  });
});
