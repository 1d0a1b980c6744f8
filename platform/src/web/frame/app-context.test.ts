import { describe, expect, it } from 'vitest';
import { createSiteRegistry, getSiteBySlug, type Site } from '@dealer/site-config';
import { profiles, type TemplateProfile } from '@dealer/template-profiles';
import { siteOfRequest } from './app-context';

const toyota: { profile: TemplateProfile } = { profile: profiles.toyota };
const generic: { profile: TemplateProfile } = { profile: profiles.generic };
const sites = ['swan-valley-toyota', 'southern-cross-motors', 'harbour-city-cars'].map(
  (slug) => getSiteBySlug(slug) as Site,
);
const production = createSiteRegistry(sites, 'dealers.example.com', { devHosts: false });
const development = createSiteRegistry(sites, null, { devHosts: true });

describe('siteOfRequest (the site in the path must be the site of the Host header)', () => {
  it.each<[string, typeof toyota, string, string | null, string | null]>([
    [
      'its own host',
      toyota,
      'swan-valley-toyota',
      'swan-valley-toyota.dealers.example.com',
      'swan-valley-toyota',
    ],
    [
      'its own host, any case and a port',
      toyota,
      'swan-valley-toyota',
      'Swan-Valley-Toyota.Dealers.Example.com:443',
      'swan-valley-toyota',
    ],
    [
      'another site’s host',
      generic,
      'harbour-city-cars',
      'southern-cross-motors.dealers.example.com',
      null,
    ],
    ['a host that is no site', toyota, 'swan-valley-toyota', 'evil.example', null],
    ['no host', toyota, 'swan-valley-toyota', null, null],
    [
      'a site of another template',
      toyota,
      'southern-cross-motors',
      'southern-cross-motors.dealers.example.com',
      null,
    ],
    ['an unknown slug', toyota, 'no-such-site', 'swan-valley-toyota.dealers.example.com', null],
    [
      'a development host in production',
      toyota,
      'swan-valley-toyota',
      'swan-valley-toyota.localhost:3001',
      null,
    ],
  ])('%s', (_name, runtime, slug, host, expected) => {
    expect(siteOfRequest(runtime, slug, host, production.getSiteByHost)?.slug ?? null).toBe(
      expected,
    );
  });

  it('serves development hosts where they are allowed', () => {
    const site = siteOfRequest(
      toyota,
      'swan-valley-toyota',
      'swan-valley-toyota.localhost:3001',
      development.getSiteByHost,
    );
    expect(site?.slug).toBe('swan-valley-toyota');
  });
});
