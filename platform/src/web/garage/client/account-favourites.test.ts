import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Favourite, toggleFavourite } from '../favourites';
import {
  connectFavouritesAccount,
  FAVOURITES_ENDPOINT,
  forgetFavouritesMerge,
  type MergeDeps,
  mergedKey,
  mergeFavouritesIntoAccount,
  resetFavouritesConnection,
} from './account-favourites';

// The browser's merge of its favourites into the account, against a stand-in for the site's
// favourites calls (GET /api/favourites, POST merge and remove).

const site = 'southern-cross-motors';
const car = (id: number): Favourite => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: null,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A site holding `account`, whose merge keeps only `ownCars` (another site's cars ignored). */
function fakeSite(account: number[], options: { ownCars?: number[]; down?: string[] } = {}) {
  const calls: Call[] = [];
  const held = [...account];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { car_ids: number[] }) : null;
    calls.push({ method, url, body });
    if (options.down?.includes(url)) return Response.json({ message: 'down' }, { status: 503 });
    if (url === FAVOURITES_ENDPOINT) {
      return Response.json({ success: true, signed_in: true, car_ids: held });
    }
    if (url.endsWith('/merge')) {
      for (const id of body!.car_ids) {
        if ((options.ownCars ?? [id]).includes(id) && !held.includes(id)) held.unshift(id);
      }
    } else {
      for (const id of body!.car_ids) if (held.includes(id)) held.splice(held.indexOf(id), 1);
    }
    return Response.json({ success: true, car_ids: held });
  });
  return { fetch, calls, held };
}

function deps(
  local: Favourite[],
  site_: ReturnType<typeof fakeSite>,
  session = memoryStorage(),
): MergeDeps & { warnings: string[]; session: ReturnType<typeof memoryStorage> } {
  const warnings: string[] = [];
  return {
    fetch: site_.fetch,
    local: () => local,
    session,
    warn: (message) => warnings.push(message),
    warnings,
  };
}

afterEach(() => {
  resetFavouritesConnection();
  vi.unstubAllGlobals();
});

describe('mergeFavouritesIntoAccount', () => {
  it('sends the browser’s cars the account lacks, once a visit', async () => {
    const remote = fakeSite([2]);
    const d = deps([car(1), car(2), car(3)], remote);
    expect(await mergeFavouritesIntoAccount(site, d)).toBe('merged');
    expect(remote.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', FAVOURITES_ENDPOINT, null],
      ['POST', `${FAVOURITES_ENDPOINT}/merge`, { car_ids: [1, 3] }],
    ]);
    expect([...remote.held].sort()).toEqual([1, 2, 3]);
    // the next page of the visit asks nothing
    expect(await mergeFavouritesIntoAccount(site, d)).toBe('done-this-visit');
    expect(remote.calls).toHaveLength(2);
  });

  it('asks nothing with no favourites in the browser, and sends nothing the account holds', async () => {
    const empty = fakeSite([5]);
    expect(await mergeFavouritesIntoAccount(site, deps([], empty))).toBe('nothing-to-merge');
    expect(empty.calls).toEqual([]);
    const held = fakeSite([5, 6]);
    expect(await mergeFavouritesIntoAccount(site, deps([car(6), car(5)], held))).toBe(
      'nothing-to-merge',
    );
    expect(held.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('sends a long list in calls of 50, and is done when the site leaves cars out', async () => {
    const local = Array.from({ length: 120 }, (_, i) => car(i + 1));
    // the site takes only its own cars: 1 to 60
    const remote = fakeSite([], { ownCars: Array.from({ length: 60 }, (_, i) => i + 1) });
    expect(await mergeFavouritesIntoAccount(site, deps(local, remote))).toBe('merged');
    const posts = remote.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => (c.body as { car_ids: number[] }).car_ids.length)).toEqual([
      50, 50, 20,
    ]);
    expect(remote.held).toHaveLength(60);
  });

  it('keeps the browser’s list and tries again on the next page when the site fails', async () => {
    for (const down of [[FAVOURITES_ENDPOINT], [`${FAVOURITES_ENDPOINT}/merge`]]) {
      const remote = fakeSite([], { down });
      const local = [car(1)];
      const d = deps(local, remote);
      expect(await mergeFavouritesIntoAccount(site, d)).toBe('failed');
      expect(d.warnings).toHaveLength(1);
      expect(d.session.data.has(mergedKey(site))).toBe(false);
      expect(local).toEqual([car(1)]);
    }
  });

  it('a visitor’s answer is no account: nothing is sent', async () => {
    const calls: string[] = [];
    const d = deps([car(1)], fakeSite([]));
    d.fetch = async (url) => {
      calls.push(url);
      return Response.json({ success: true, signed_in: false, car_ids: [] });
    };
    expect(await mergeFavouritesIntoAccount(site, d)).toBe('failed');
    expect(calls).toEqual([FAVOURITES_ENDPOINT]);
  });

  it('merges again after signing out and in', async () => {
    const session = memoryStorage();
    session.setItem(mergedKey(site), '1');
    forgetFavouritesMerge(site, session);
    const remote = fakeSite([]);
    expect(await mergeFavouritesIntoAccount(site, deps([car(4)], remote, session))).toBe('merged');
  });
});

describe('connectFavouritesAccount (a signed-in shopper’s hearts change the account too)', () => {
  it('merges, then sends each toggle of the site’s hearts', async () => {
    vi.stubGlobal('window', { dataLayer: [] });
    const storage = memoryStorage();
    const remote = fakeSite([]);
    const d = deps([car(1)], remote);
    expect(await connectFavouritesAccount(site, Promise.resolve(true), d)).toBe(true);
    toggleFavourite(site, car(8), storage);
    toggleFavourite(site, car(8), storage);
    // another site's list is none of this account's business
    toggleFavourite('harbour-city-cars', car(9), storage);
    await vi.waitFor(() => expect(remote.calls).toHaveLength(4));
    expect(remote.calls.slice(2).map((c) => [c.url, c.body])).toEqual([
      [`${FAVOURITES_ENDPOINT}/merge`, { car_ids: [8] }],
      [`${FAVOURITES_ENDPOINT}/remove`, { car_ids: [8] }],
    ]);
  });

  it('does nothing for a visitor', async () => {
    vi.stubGlobal('window', { dataLayer: [] });
    const remote = fakeSite([]);
    expect(
      await connectFavouritesAccount(site, Promise.resolve(false), deps([car(1)], remote)),
    ).toBe(false);
    toggleFavourite(site, car(8), memoryStorage());
    expect(remote.calls).toEqual([]);
  });
});
