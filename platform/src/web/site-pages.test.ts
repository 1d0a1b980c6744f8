import { describe, expect, it } from 'vitest';
import { siteSchema, type SiteInput } from '@dealer/site-config';
import { offeredHref, offersPage, siteMenu } from './site-pages';

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
