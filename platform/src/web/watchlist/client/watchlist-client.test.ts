import { describe, expect, it } from 'vitest';
import {
  claimPendingSave,
  postWatchlistChange,
  WATCHLIST_FAILURE_MESSAGE,
  watchlistSnapshotOf,
  withCar,
} from './watchlist-client';

/** A stand-in for the site's answer to one call, recording what was sent. */
function siteAnswering(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { calls, fetchImpl };
}

describe('postWatchlistChange (spec §7 save-car, remove-car; spec §8 failure)', () => {
  it('posts the phone number and car id to save-car, and is ok on success', async () => {
    const site = siteAnswering(200, { success: true });
    expect(await postWatchlistChange('saved', '+61412345678', 31, site.fetchImpl)).toEqual({
      ok: true,
    });
    expect(site.calls).toHaveLength(1);
    expect(site.calls[0]!.url).toBe('/api/watchlist/save-car');
    expect(site.calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(site.calls[0]!.init?.body))).toEqual({
      phone_number: '+61412345678',
      car_id: 31,
    });
  });

  it('posts a removal to remove-car', async () => {
    const site = siteAnswering(200, { success: true });
    await postWatchlistChange('removed', '+61412345678', 31, site.fetchImpl);
    expect(site.calls[0]!.url).toBe('/api/watchlist/remove-car');
  });

  it('hands back the server’s message when it refuses', async () => {
    const site = siteAnswering(409, { success: false, message: 'This car has been sold.' });
    expect(await postWatchlistChange('saved', '+61412345678', 31, site.fetchImpl)).toEqual({
      ok: false,
      message: 'This car has been sold.',
    });
  });

  it.each([
    ['an answer that is not JSON', 502, '<html>Bad gateway</html>'],
    ['a refusal without a message', 400, { success: false }],
    ['a 200 that is no success', 200, { success: false, message: '' }],
  ])('says the watchlist could not be updated for %s', async (_name, status, body) => {
    const site = siteAnswering(status, body);
    expect(await postWatchlistChange('saved', '+61412345678', 31, site.fetchImpl)).toEqual({
      ok: false,
      message: WATCHLIST_FAILURE_MESSAGE,
    });
  });

  it('says so when the site cannot be reached', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await postWatchlistChange('removed', '+61412345678', 31, offline)).toEqual({
      ok: false,
      message: WATCHLIST_FAILURE_MESSAGE,
    });
  });
});

describe('watchlistSnapshotOf (GET /api/watchlist)', () => {
  it.each([
    [
      { success: true, signed_in: true, phone_number: '+61412345678', car_ids: [3, 1] },
      { state: 'signed-in', phoneNumber: '+61412345678', carIds: [3, 1] },
    ],
    [{ success: true, signed_in: false, car_ids: [] }, { state: 'anonymous' }],
    [{ success: true, signed_in: true, car_ids: [1] }, { state: 'unavailable' }],
    [{ signed_in: true, phone_number: '+61412345678', car_ids: ['1'] }, { state: 'unavailable' }],
    [null, { state: 'unavailable' }],
    ['signed in', { state: 'unavailable' }],
  ])('%j is %j', (body, snapshot) => {
    expect(watchlistSnapshotOf(body)).toEqual(snapshot);
  });
});

describe('withCar (the heart changes at once)', () => {
  const signedIn = { state: 'signed-in', phoneNumber: '+61412345678', carIds: [1, 2] } as const;

  it('adds a saved car first, once, and takes a removed one off', () => {
    expect(withCar(signedIn, 3, true)).toEqual({ ...signedIn, carIds: [3, 1, 2] });
    expect(withCar(signedIn, 2, true)).toEqual({ ...signedIn, carIds: [2, 1] });
    expect(withCar(signedIn, 1, false)).toEqual({ ...signedIn, carIds: [2] });
  });

  it('changes nothing for a shopper who is not signed in', () => {
    expect(withCar({ state: 'anonymous' }, 3, true)).toEqual({ state: 'anonymous' });
  });
});

describe('claimPendingSave (the save made before signing in, spec §4)', () => {
  it('is taken up once, by the car it names', () => {
    const here = { pathname: '/cars/2023-toyota-rav4-gx', search: '?save=31' };
    expect(claimPendingSave(30, here)).toBe(false);
    expect(claimPendingSave(31, here)).toBe(true);
    expect(claimPendingSave(31, here)).toBe(false);
    expect(claimPendingSave(31, { pathname: '/search', search: '' })).toBe(false);
    expect(claimPendingSave(31, { pathname: '/search', search: '?save=31' })).toBe(true);
  });
});
