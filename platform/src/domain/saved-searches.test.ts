import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_NAME_CHARACTERS_MESSAGE,
  savedSearchCreateSchema,
  savedSearchDeleteSchema,
  savedSearchFormSchema,
} from './saved-search-request';
import {
  absoluteSiteUrl,
  defaultSavedSearchName,
  hasPendingSearchSave,
  savedSearchPath,
  savedSearchSignInHref,
  unsubscribePath,
  withoutPendingSearchSave,
} from './saved-searches';

describe('defaultSavedSearchName: the name a saved search is offered', () => {
  const base = { vehicleNoun: 'Cars', carTypes: [], query: '' };
  it.each<[string, Parameters<typeof defaultSavedSearchName>[0], string]>([
    [
      'a model, used chosen',
      { ...base, heading: 'Toyota RAV4 Cars', path: '/search/toyota/rav4', carTypes: ['used'] },
      'Used Toyota RAV4',
    ],
    [
      'a model',
      { ...base, heading: 'Toyota RAV4 Cars', path: '/search/toyota/rav4' },
      'Toyota RAV4',
    ],
    [
      'a make keeps the noun',
      { ...base, heading: 'Toyota Cars', path: '/search/toyota' },
      'Toyota Cars',
    ],
    ['everything', { ...base, heading: 'Search Cars', path: '/search' }, 'Cars'],
    [
      'everything, new and demo chosen (in their order)',
      { ...base, heading: 'Search Cars', path: '/search', carTypes: ['demo', 'new'] },
      'New and Demo Cars',
    ],
    [
      'a car type path',
      { ...base, heading: 'Used Cars', path: '/search/used-cars', carTypes: ['used'] },
      'Used Cars',
    ],
    [
      'a location',
      { ...base, heading: 'Cars at Midland', path: '/search/midland', carTypes: ['used'] },
      'Used Cars at Midland',
    ],
    [
      'words searched for',
      { ...base, heading: 'Search Cars', path: '/search', query: ' hybrid ' },
      'Cars matching "hybrid"',
    ],
    [
      'caravans',
      {
        ...base,
        vehicleNoun: 'Caravans',
        heading: 'Jayco Journey Caravans',
        path: '/search/jayco/journey',
      },
      'Jayco Journey',
    ],
  ])('%s', (_case, input, name) => {
    expect(defaultSavedSearchName(input)).toBe(name);
  });

  it('keeps a long name within 80 characters', () => {
    const name = defaultSavedSearchName({
      ...base,
      heading: 'Search Cars',
      path: '/search',
      query: 'x'.repeat(200),
    });
    expect(name.length).toBe(80);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('the sign-in round trip of a visitor’s save', () => {
  it('goes to sign-in with the search to come back to, marked to finish the save', () => {
    const href = savedSearchSignInHref('/search/toyota/rav4?car_type=used&price=10000:30000');
    const url = new URL(href, 'http://x.invalid');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('type')).toBe('saved-search');
    expect(url.searchParams.get('redirect')).toBe(
      '/search/toyota/rav4?car_type=used&price=10000:30000&save-search=1',
    );
    expect(url.searchParams.get('back')).toBe(
      '/search/toyota/rav4?car_type=used&price=10000:30000',
    );
    expect(
      hasPendingSearchSave(new URL(url.searchParams.get('redirect')!, 'http://x.invalid').search),
    ).toBe(true);
  });

  it('does not mark the search twice, and drops the mark once the save is made', () => {
    const href = savedSearchSignInHref('/search?save-search=1');
    expect(new URL(href, 'http://x.invalid').searchParams.get('back')).toBe('/search');
    expect(withoutPendingSearchSave('/search/toyota?save-search=1&car_type=used')).toBe(
      '/search/toyota?car_type=used',
    );
    expect(hasPendingSearchSave('?save-search=0')).toBe(false);
    expect(hasPendingSearchSave('')).toBe(false);
  });
});

describe('addresses in a message', () => {
  it('puts the search and the unsubscribe page on the site’s public origin', () => {
    const site = 'https://www.swanvalleytoyota.com.au';
    expect(
      absoluteSiteUrl(site, savedSearchPath({ path: '/search/toyota', query: 'car_type=used' })),
    ).toBe('https://www.swanvalleytoyota.com.au/search/toyota?car_type=used');
    expect(savedSearchPath({ path: '/search', query: '' })).toBe('/search');
    expect(absoluteSiteUrl(site, unsubscribePath('a b/c'))).toBe(
      'https://www.swanvalleytoyota.com.au/pages/unsubscribe?token=a%20b%2Fc',
    );
  });
});

describe('the saved search calls’ bodies', () => {
  it('needs an email address for email alerts, and drops one given for the others', () => {
    expect(savedSearchFormSchema.safeParse({ name: 'RAV4', channel: 'email' }).success).toBe(false);
    const bad = savedSearchFormSchema.safeParse({ name: 'RAV4', channel: 'email', email: 'jack@' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['email'],
      message: 'Please enter a valid email address.',
    });
    expect(
      savedSearchFormSchema.parse({
        name: ' RAV4 ',
        channel: 'email',
        email: ' jack@example.com.au ',
      }),
    ).toEqual({ name: 'RAV4', channel: 'email', email: 'jack@example.com.au' });
    expect(savedSearchFormSchema.parse({ name: 'RAV4', channel: 'sms', email: 'jack@' })).toEqual({
      name: 'RAV4',
      channel: 'sms',
      email: null,
    });
  });

  it('needs a name and a known channel', () => {
    expect(
      savedSearchFormSchema.safeParse({ name: '  ', channel: 'sms' }).error?.issues[0]?.message,
    ).toBe('Please give this search a name.');
    expect(savedSearchFormSchema.safeParse({ name: 'x'.repeat(81), channel: 'sms' }).success).toBe(
      false,
    );
    expect(
      savedSearchFormSchema.safeParse({ name: 'RAV4', channel: 'pigeon' }).error?.issues[0]
        ?.message,
    ).toBe('Please choose how we should tell you.');
  });

  it('takes the search’s address with the create call', () => {
    expect(savedSearchCreateSchema.safeParse({ name: 'RAV4', channel: 'none' }).success).toBe(
      false,
    );
    expect(
      savedSearchCreateSchema.parse({ name: 'RAV4', channel: 'none', path: '/search' }),
    ).toEqual({
      name: 'RAV4',
      channel: 'none',
      email: null,
      path: '/search',
    });
  });

  it('takes the id to delete as a number or its digits', () => {
    expect(savedSearchDeleteSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(savedSearchDeleteSchema.parse({ id: 42 })).toEqual({ id: 42 });
    for (const id of [0, -1, 1.5, '042', 'x', null, '']) {
      expect(savedSearchDeleteSchema.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('a saved search’s name', () => {
  it.each([
    ['Used RAV4 watch', true],
    ['Ute under $40,000 — 4x4', true],
    ['RAV4\nBcc: someone@example.com', false],
    ['tab\there', false],
    ['escape\u001b[31m', false],
    ['line\u2028separator', false],
  ])('%j is taken: %s', (name, taken) => {
    const parsed = savedSearchFormSchema.safeParse({ name, channel: 'sms' });
    expect(parsed.success).toBe(taken);
    if (!taken) expect(parsed.error!.issues[0]!.message).toBe(SAVED_SEARCH_NAME_CHARACTERS_MESSAGE);
  });
});
