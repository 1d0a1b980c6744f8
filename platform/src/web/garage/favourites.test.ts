import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushAnalyticsEvent } from '../frame/analytics';
import {
  isFavourite,
  onFavouriteToggle,
  readFavourites,
  removeFavourite,
  toggleFavourite,
} from './favourites';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}
const rav4 = {
  id: 7,
  name: '2022 Toyota RAV4 GX',
  slug: '2022-toyota-rav4-gx-7',
  make: 'Toyota',
  model: 'RAV4',
  primary_image_url: null,
};

afterEach(() => vi.restoreAllMocks());

describe('favourites (spec §4 garage)', () => {
  it('toggles a car on and off, per site', () => {
    const storage = memoryStorage();
    const target = { dataLayer: [] as unknown[] };
    vi.stubGlobal('window', target);
    expect(toggleFavourite('a', rav4, storage)).toBe(true);
    expect(isFavourite('a', 7, storage)).toBe(true);
    expect(isFavourite('b', 7, storage)).toBe(false);
    expect(toggleFavourite('a', rav4, storage)).toBe(false);
    expect(readFavourites('a', storage)).toEqual([]);
    // only adding fires the favourite event (39)
    expect(target.dataLayer).toEqual([{ event: 'dealer_event', event_id: 39, car_id: 7 }]);
    vi.unstubAllGlobals();
  });

  it('reads broken or foreign data as no favourites', () => {
    const storage = memoryStorage();
    storage.setItem('dealer:a:favourites', '{not json');
    expect(readFavourites('a', storage)).toEqual([]);
    storage.setItem('dealer:a:favourites', JSON.stringify([{ id: 'x' }]));
    expect(readFavourites('a', storage)).toEqual([]);
  });

  it('only logs when storage refuses to write', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota exceeded');
      },
    };
    expect(toggleFavourite('a', rav4, full)).toBe(true);
    expect(error).toHaveBeenCalledWith('Favourites could not be stored: quota exceeded');
  });

  it('tells its listeners of each toggle, until they stop listening', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { dataLayer: [] });
    const heard: [string, number, boolean][] = [];
    const stop = onFavouriteToggle((site, id, saved) => heard.push([site, id, saved]));
    toggleFavourite('a', rav4, storage);
    toggleFavourite('a', rav4, storage);
    stop();
    toggleFavourite('a', rav4, storage);
    expect(heard).toEqual([
      ['a', 7, true],
      ['a', 7, false],
    ]);
    vi.unstubAllGlobals();
  });

  it('removes a car without a toggle (the garage’s Remove)', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { dataLayer: [] });
    const corolla = { ...rav4, id: 8, slug: 'corolla-8' };
    toggleFavourite('a', rav4, storage);
    toggleFavourite('a', corolla, storage);
    const heard: number[] = [];
    const stop = onFavouriteToggle((_site, id) => heard.push(id));
    removeFavourite('a', 7, storage);
    removeFavourite('a', 99, storage);
    stop();
    expect(readFavourites('a', storage)).toEqual([corolla]);
    expect(heard).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('pushAnalyticsEvent (spec §7, §8)', () => {
  it('pushes to dataLayer, creating it', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushAnalyticsEvent(61, { car_id: 1 }, target)).toBe(true);
    expect(target.dataLayer).toEqual([{ event: 'dealer_event', event_id: 61, car_id: 1 }]);
  });

  it('only warns when it cannot push', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      get dataLayer(): unknown[] {
        throw new Error('blocked');
      },
    };
    expect(pushAnalyticsEvent(61, {}, broken)).toBe(false);
    expect(pushAnalyticsEvent(61, {}, undefined)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Analytics event 61 was not sent: blocked');
  });
});
