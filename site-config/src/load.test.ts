import { describe, expect, it } from 'vitest';
import {
  createSiteRegistry,
  devHostsAllowed,
  loadSites,
  normaliseHost,
  parseSite,
  SiteConfigError,
} from './load';
import { demoSites } from './demo-sites';
import { type SiteInput } from './schema';

const minimal: SiteInput = {
  id: 9,
  slug: 'test-motors',
  name: 'Test Motors',
  url: 'https://test.example.com.au',
  template: 'generic',
  dealershipId: 1,
  dealerships: [{ id: 1, slug: 'test-motors', name: 'Test Motors' }],
  theme: { brand: 'generic' },
};

describe('parseSite', () => {
  it('fills every switch with the spec default', () => {
    const site = parseSite(minimal);
    expect(site.features.reserve.depositAmount).toBe(200); // spec §9
    expect(site.features.authentication).toBe(false); // spec §4
    expect(site.search.stockRule.soldWithinDays).toBe(3); // spec §4
    expect(site.search.hitsPerPage).toBe(21); // spec §9
    expect(site.content.noPriceText).toBe('Enquire for price.');
    expect(site.content.soldTagName).toBe('JUST SOLD');
    expect(site.content.justArrivedDays).toBe(8);
    expect(site.content.justArrivedTagName).toBe('New');
    expect(site.features.mapSection).toBe(true);
    expect(site.menu.optionalItems).toEqual([]); // spec §2 optional menu items are off
  });

  it.each([
    [{ features: { reserve: { depositAmount: 'two hundred' } } }, 'features.reserve.depositAmount'],
    [{ theme: { brand: 'generic', accentColour: 'red' } }, 'theme.accentColour'],
    [{ template: 'ford' }, 'template'],
    [{ slug: 'Bad Slug' }, 'slug'],
    [{ content: { social: { facebook: 'not a url' } } }, 'content.social.facebook'],
    [{ menu: { optionalItems: ['carWash'] } }, 'menu.optionalItems'],
    [{ menu: { optionalItems: ['kinto', 'kinto'] } }, 'menu.optionalItems'],
  ])('names the site and the field for %j', (patch, field) => {
    const input = { ...minimal, ...patch };
    expect(() => parseSite(input)).toThrow(SiteConfigError);
    try {
      parseSite(input);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(field);
      expect(message).toMatch(/Invalid site config for "/);
    }
  });

  it('names the site by its slug', () => {
    expect(() => parseSite({ ...minimal, name: '' })).toThrow(
      'Invalid site config for "test-motors": name',
    );
  });
});

describe('loadSites', () => {
  it('loads the demo sites, one per template at least', () => {
    const sites = loadSites(demoSites);
    expect(new Set(sites.map((s) => s.template))).toEqual(
      new Set(['generic', 'toyota', 'caravan']),
    );
  });

  it('refuses a duplicate slug or domain', () => {
    expect(() => loadSites([minimal, { ...minimal, id: 10 }])).toThrow(/already used/);
    expect(() =>
      loadSites([
        { ...minimal, domains: ['a.com.au'] },
        { ...minimal, id: 10, slug: 'other', domains: ['a.com.au'] },
      ]),
    ).toThrow(/domain a.com.au is already used by "test-motors"/);
  });

  it('refuses one domain on two sites whatever its case', () => {
    expect(() =>
      loadSites([
        { ...minimal, domains: ['www.A.com.au'] },
        { ...minimal, id: 10, slug: 'other', domains: ['WWW.a.com.au.'] },
      ]),
    ).toThrow(/domain www.a.com.au is already used by "test-motors"/);
  });

  it('refuses a primary dealership that is not one of the site dealerships', () => {
    expect(() => loadSites([{ ...minimal, dealershipId: 2 }])).toThrow(/dealershipId/);
  });

  it.each([
    ['toyota', ['sellMyCar', 'expressMaintenance', 'kinto'], null],
    ['generic', [], null],
    ['generic', ['kinto'], /menu.optionalItems: the generic template has no optional item kinto/],
    ['caravan', ['sellMyCar'], /the caravan template has no optional item sellMyCar/],
  ] as const)(
    'switches on only optional menu items the %s template has: %j',
    (template, optionalItems, error) => {
      const input: SiteInput = {
        ...minimal,
        template,
        theme: { brand: template },
        menu: { optionalItems: [...optionalItems] },
      };
      if (error) expect(() => loadSites([input])).toThrow(error);
      else expect(loadSites([input])[0]!.menu.optionalItems).toEqual(optionalItems);
    },
  );
});

describe('normaliseHost', () => {
  it.each([
    ['www.other.com.au', 'www.other.com.au'],
    ['WWW.Other.COM.AU', 'www.other.com.au'],
    ['www.other.com.au:443', 'www.other.com.au'],
    ['www.other.com.au.', 'www.other.com.au'],
    ['WWW.Other.com.au.:8443', 'www.other.com.au'],
    ['  www.other.com.au  ', 'www.other.com.au'],
    ['Test-Motors.LocalHost:3000', 'test-motors.localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['127.0.0.1:3001', '127.0.0.1'],
    ['', ''],
  ])('%j is %j', (host, name) => {
    expect(normaliseHost(host)).toBe(name);
  });
});

describe('createSiteRegistry', () => {
  const registry = createSiteRegistry(
    loadSites([minimal, { ...minimal, id: 10, slug: 'other', domains: ['www.other.com.au'] }]),
    'dealers.example.com',
  );

  it.each([
    ['test-motors.localhost:3000', 'test-motors'],
    ['TEST-MOTORS.LOCALHOST', 'test-motors'],
    ['www.other.com.au', 'other'],
    ['www.other.com.au:443', 'other'],
    ['WWW.OTHER.COM.AU.', 'other'],
    ['www.other.com.au.:443', 'other'],
    ['Other.Dealers.Example.Com.', 'other'],
    ['other.dealers.example.com', 'other'],
    ['unknown.localhost:3000', null],
    ['evil.test-motors.localhost', null],
    ['test-motors.evil.com', null],
    ['localhost:3000', null],
    ['', null],
  ])('resolves %s to %s', (host, slug) => {
    expect(registry.getSiteByHost(host)?.slug ?? null).toBe(slug);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: '' }, false],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: '0' }, false],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: '1' }, true],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: 'yes' }, false],
    // npm start's default: only while the sites are the demo sites
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: 'demo' }, true],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: 'demo', SITES_FILE: '' }, true],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: 'demo', SITES_FILE: 'sites.json' }, false],
    [{ NODE_ENV: 'production', DEALER_DEV_HOSTS: '1', SITES_FILE: 'sites.json' }, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
  ])('devHostsAllowed(%o) is %s', (env, allowed) => {
    expect(devHostsAllowed(env)).toBe(allowed);
  });

  it('serves no .localhost host and no directory in production without the setting', () => {
    const production = createSiteRegistry(registry.sites, 'dealers.example.com', {
      devHosts: false,
    });
    expect(production.getSiteByHost('test-motors.localhost:3000')).toBeNull();
    expect(production.isDirectoryHost('localhost:3000')).toBe(false);
    expect(production.getSiteByHost('WWW.Other.Com.Au.')?.slug).toBe('other');
    expect(production.getSiteByHost('Other.Dealers.Example.Com:443')?.slug).toBe('other');
  });

  it('matches configured domains whatever their case', () => {
    const mixed = createSiteRegistry(
      loadSites([{ ...minimal, id: 11, slug: 'mixed', domains: ['WWW.Mixed.com.au'] }]),
    );
    expect(mixed.getSiteByHost('www.mixed.com.au')?.slug).toBe('mixed');
    expect(mixed.getSiteByHost('www.MIXED.com.au:8443')?.slug).toBe('mixed');
  });

  it('knows the directory host', () => {
    expect(registry.isDirectoryHost('localhost:3001')).toBe(true);
    expect(registry.isDirectoryHost('127.0.0.1:3001')).toBe(true);
    expect(registry.isDirectoryHost('test-motors.localhost:3001')).toBe(false);
  });
});
