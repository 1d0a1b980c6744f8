import { describe, expect, it } from 'vitest';
import { gatedRouteNames, getSiteBySlug, type Site } from '@dealer/site-config';
import { checkoutNeedsSignIn, gatedRouteFor, signInHref } from './gated-routes';

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const withGates = (gatedRoutes: Site['features']['gatedRoutes'], authentication = true) => ({
  features: { ...toyota.features, authentication, gatedRoutes },
});
const everyGate = withGates([...gatedRouteNames]);
const none = withGates([]);

describe('gatedRouteFor (spec §2 gated routes)', () => {
  it.each<[string, ReturnType<typeof withGates>, string, string, ReturnType<typeof gatedRouteFor>]>(
    [
      // always gated where authentication is on
      [
        '/online-payment',
        none,
        '/online-payment',
        '',
        { type: 'online-payment', redirect: '/online-payment' },
      ],
      ['/my-garage', none, '/my-garage', '', { type: 'my-garage', redirect: '/my-garage' }],
      [
        'a page under /my-garage',
        none,
        '/my-garage/watchlist',
        '',
        { type: 'my-garage', redirect: '/my-garage/watchlist' },
      ],
      ['/mymotorama', none, '/mymotorama', '', { type: 'mymotorama', redirect: '/mymotorama' }],
      [
        '/mybigboxcars',
        none,
        '/mybigboxcars',
        '',
        { type: 'mybigboxcars', redirect: '/mybigboxcars' },
      ],
      ['/myblinkr', none, '/myblinkr', '', { type: 'myblinkr', redirect: '/myblinkr' }],
      ['/myservco', none, '/myservco', '', { type: 'myservco', redirect: '/myservco' }],
      ['not a my-* page', none, '/myer', '', null],
      ['/my-garage-sale is not /my-garage', none, '/my-garage-sale', '', null],
      // per site
      [
        'a car checkout',
        everyGate,
        '/cars/2021-toyota-corolla-u1/checkout',
        '',
        { type: 'checkout', redirect: '/cars/2021-toyota-corolla-u1/checkout' },
      ],
      [
        'a car buy-online',
        everyGate,
        '/cars/2021-toyota-corolla-u1/buy-online',
        '',
        { type: 'checkout', redirect: '/cars/2021-toyota-corolla-u1/buy-online' },
      ],
      ['a car checkout, not gated here', withGates(['finance']), '/cars/x/checkout', '', null],
      [
        'the checkout journey of a car by slug',
        everyGate,
        '/checkout-journey',
        'car_id=2021-toyota-corolla-u1',
        { type: 'checkout', redirect: '/checkout-journey?car_id=2021-toyota-corolla-u1' },
      ],
      [
        'the checkout journey of a car with no slug: no redirect',
        everyGate,
        '/checkout-journey',
        'car_id=123',
        { type: 'checkout', redirect: null },
      ],
      [
        'the checkout journey of no car: no redirect',
        everyGate,
        '/checkout-journey',
        '',
        { type: 'checkout', redirect: null },
      ],
      [
        '/finance with its query',
        everyGate,
        '/finance',
        'car_id=12&car_type=used',
        { type: 'finance', redirect: '/finance?car_id=12&car_type=used' },
      ],
      ['/finance, not gated here', withGates(['checkout']), '/finance', '', null],
      [
        '/personalised/finance?car_id=',
        everyGate,
        '/personalised/finance',
        '?car_id=77',
        { type: 'personalised-finance', redirect: '/personalised/finance?car_id=77' },
      ],
      [
        '/spin-to-win',
        everyGate,
        '/spin-to-win',
        '',
        { type: 'spin-to-win', redirect: '/spin-to-win' },
      ],
      [
        'the credit-check finance page',
        everyGate,
        '/apply-for-finance',
        '',
        { type: 'credit-check', redirect: '/apply-for-finance' },
      ],
      ['another finance page', everyGate, '/finance-enquiry', '', null],
      // never gated
      ['/trade-in', everyGate, '/trade-in', '', null],
      ['/sell-my-car', everyGate, '/sell-my-car', '', null],
      ['/sell-your-car', everyGate, '/sell-your-car', '', null],
      ['/cars/trade-in?car_id=', everyGate, '/cars/trade-in', 'car_id=12', null],
      ['a vehicle page', everyGate, '/cars/2021-toyota-corolla-u1', '', null],
      ['the home page', everyGate, '/', '', null],
      ['the sign-in page', everyGate, '/sign-in', '', null],
      // authentication off: nothing is gated
      [
        '/my-garage, authentication off',
        withGates([...gatedRouteNames], false),
        '/my-garage',
        '',
        null,
      ],
      [
        'a checkout, authentication off',
        withGates([...gatedRouteNames], false),
        '/cars/x/checkout',
        '',
        null,
      ],
      [
        '/finance, authentication off',
        withGates([...gatedRouteNames], false),
        '/finance',
        '',
        null,
      ],
    ],
  )('%s', (_case, site, pathname, search, expected) => {
    expect(gatedRouteFor(site, pathname, search)).toEqual(expected);
  });

  it('takes the query as URLSearchParams too', () => {
    expect(gatedRouteFor(everyGate, '/finance', new URLSearchParams({ vin: 'ABC' }))).toEqual({
      type: 'finance',
      redirect: '/finance?vin=ABC',
    });
  });

  it("gates the Toyota demo site's checkout and not its finance pages", () => {
    expect(gatedRouteFor(toyota, '/cars/x/checkout')?.type).toBe('checkout');
    expect(gatedRouteFor(toyota, '/finance')).toBeNull();
    expect(gatedRouteFor(getSiteBySlug('southern-cross-motors')!, '/my-garage')).toBeNull();
  });
});

describe('checkoutNeedsSignIn', () => {
  it('is the checkout gate of a site with authentication on, and only that', () => {
    expect(checkoutNeedsSignIn(withGates(['checkout']))).toBe(true);
    expect(checkoutNeedsSignIn(withGates(['checkout'], false))).toBe(false);
    expect(checkoutNeedsSignIn(withGates(['finance']))).toBe(false);
    expect(checkoutNeedsSignIn(toyota)).toBe(true);
  });
});

describe('signInHref', () => {
  it.each<[Parameters<typeof signInHref>[0], string]>([
    [
      { type: 'checkout', redirect: '/cars/x/checkout', back: '/cars/x' },
      '/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx',
    ],
    [{ type: 'checkout', redirect: null, back: '/' }, '/sign-in?type=checkout&back=%2F'],
    [{ redirect: '/finance?car_id=1&x=2' }, '/sign-in?redirect=%2Ffinance%3Fcar_id%3D1%26x%3D2'],
    [{}, '/sign-in'],
  ])('%j', (options, expected) => {
    expect(signInHref(options)).toBe(expected);
  });
});
