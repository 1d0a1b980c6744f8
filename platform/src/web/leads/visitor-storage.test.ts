import { describe, expect, it, vi } from 'vitest';
import {
  ENQUIRED_CAR_KEY,
  loadEnquiredCar,
  loadViewedCars,
  loadVisitorDetails,
  MAX_VIEWED_CARS,
  pickVisitorDetails,
  rememberViewedCar,
  saveEnquiredCar,
  type ViewedCar,
  visitedPages,
} from './visitor-storage';
import { saveVisitorDetails } from './save-visitor-details';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const car = (id: number): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: 'Toyota',
  model: 'RAV4',
  body: 'Wagon',
  simple_body: 'SUV',
  path: `/cars/toyota-rav4-${id}`,
});

describe('stored visitor details (spec §3, §5)', () => {
  it('keeps only the five fields, trimmed and non-empty', () => {
    expect(
      pickVisitorDetails({
        name: ' Jordan ',
        last_name: '',
        email: 'jordan@example.com',
        phone: '   ',
        postcode: '3175',
        message: 'not kept',
        opt_in: true,
      }),
    ).toEqual({ name: 'Jordan', email: 'jordan@example.com', postcode: '3175' });
  });

  it('saves them and an empty field never erases a stored one', () => {
    const storage = memoryStorage();
    saveVisitorDetails({ name: 'Jordan', last_name: 'Lee', email: 'a@example.com' }, storage);
    saveVisitorDetails({ name: 'Sam', last_name: '', phone: '+61412345678' }, storage);
    expect(loadVisitorDetails(storage)).toEqual({
      name: 'Sam',
      last_name: 'Lee',
      email: 'a@example.com',
      // the form's E.164 number, kept as the shopper would type it
      phone: '0412 345 678',
    });
    saveVisitorDetails({ phone: '+61292501234' }, storage);
    expect(loadVisitorDetails(storage).phone).toBe('(02) 9250 1234');
    expect(saveVisitorDetails({ message: 'only this' }, storage)).toBe(false);
  });

  it('only logs when storage fails or holds rubbish', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadVisitorDetails(broken)).toEqual({});
    expect(saveVisitorDetails({ name: 'Jordan' }, broken)).toBe(false);
    expect(loadVisitorDetails(null)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('viewed cars', () => {
  it('keeps the latest first, once per car, up to the cap', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= MAX_VIEWED_CARS + 5; id += 1) rememberViewedCar(car(id), storage);
    rememberViewedCar(car(10), storage);
    const viewed = loadViewedCars(storage);
    expect(viewed).toHaveLength(MAX_VIEWED_CARS);
    expect(viewed[0]!.id).toBe(10);
    expect(viewed.filter((c) => c.id === 10)).toHaveLength(1);
    expect(visitedPages(viewed)[0]).toBe('/cars/toyota-rav4-10');
  });

  it('ignores stored entries that are not viewed cars', () => {
    const storage = memoryStorage();
    storage.setItem('viewed_cars', JSON.stringify([car(1), { id: 'x' }, null, 7]));
    expect(loadViewedCars(storage).map((c) => c.id)).toEqual([1]);
  });
});

describe('the car of a multi-step enquiry (spec §4: success keeps the car)', () => {
  const enquired = { id: 7, name: '2021 Toyota RAV4 GX', href: '/cars/2021-toyota-rav4-gx-u7' };
  const at = Date.parse('2026-12-06T09:00:00Z');

  it.each([
    ['just sent', 0, enquired],
    ['nine minutes on', 9 * 60_000, enquired],
    ['eleven minutes on: an old enquiry', 11 * 60_000, null],
    ['a clock that went back', -60_000, null],
  ])('%s', (_name, later, expected) => {
    const storage = memoryStorage();
    expect(saveEnquiredCar(enquired, storage, at)).toBe(true);
    expect(loadEnquiredCar(storage, at + later)).toEqual(expected);
  });

  it.each([
    ['no car kept', null, null],
    ['not a car', JSON.stringify({ name: 'x', at }), null],
    [
      'another site’s address',
      JSON.stringify({ ...enquired, href: 'https://evil.example/cars/x', at }),
      { ...enquired, href: null },
    ],
    [
      'a page not of a car',
      JSON.stringify({ ...enquired, href: '/cars/x/checkout', at }),
      { ...enquired, href: null },
    ],
  ])('%s', (_name, kept, expected) => {
    const storage = memoryStorage();
    if (kept) storage.setItem(ENQUIRED_CAR_KEY, kept);
    expect(loadEnquiredCar(storage, at)).toEqual(expected);
  });
});
