import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testCar, testLocation, testSite } from '../../../domain/vehicle-page.fixtures';
import { comparedCar } from '../compare-view';
import { compareStorageKey, readCompareList } from '../compare-list';
import { CompareCars, type CompareCarsProps } from './CompareCars';

// The compare page's island as a shopper uses it: Remove and Clear all keep the table, the
// address and the browser's compare list in step.

const site = testSite({ features: { compare: true } });
const car = (id: number, name: string, over: Parameters<typeof testCar>[0] = {}) =>
  comparedCar(site, {
    car: testCar({ id, name, slug: `car-${id}`, ...over }),
    location: testLocation(),
  });

const rav4 = car(1, '2022 Toyota RAV4 GX');
const corolla = car(2, '2021 Toyota Corolla Ascent Sport', { year: 2021, colour: 'Eclipse Black' });
const camry = car(3, '2022 Toyota Camry Ascent');

const props = (over: Partial<CompareCarsProps> = {}): CompareCarsProps => ({
  siteSlug: site.slug,
  cars: [rav4, corolla, camry],
  unavailable: 0,
  fromAddress: true,
  vehicleNoun: 'Cars',
  searchHref: '/search',
  ...over,
});

const stored = () => readCompareList(site.slug).map((entry) => entry.slug);
const columnNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => within(header).getByRole('link').textContent);

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/compare?cars=car-1,car-2,car-3');
});
afterEach(cleanup);

describe('CompareCars', () => {
  it('shows the cars side by side, the rows they differ in marked', () => {
    render(<CompareCars {...props()} />);
    expect(screen.getByRole('table', { name: 'Comparing 3 cars' })).toBeTruthy();
    expect(columnNames()).toEqual([rav4.name, corolla.name, camry.name]);
    expect(screen.getByRole('link', { name: rav4.name }).getAttribute('href')).toBe('/cars/car-1');
    expect(screen.getByRole('rowheader', { name: /^Year\W+Differs$/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^Colour\W+Differs$/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Body' })).toBeTruthy();
    // the stored list follows the address
    expect(stored()).toEqual(['car-1', 'car-2', 'car-3']);
  });

  it('makes the stored list the page’s cars when the address names them', () => {
    window.localStorage.setItem(
      compareStorageKey(site.slug),
      JSON.stringify([{ id: 9, name: 'Another car', slug: 'car-9' }]),
    );
    render(<CompareCars {...props({ cars: [rav4, camry] })} />);
    expect(stored()).toEqual(['car-1', 'car-3']);
  });

  it('Remove takes a car away from the table, the address and the stored list', () => {
    render(<CompareCars {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${corolla.name}` }));

    expect(screen.getByRole('table', { name: 'Comparing 2 cars' })).toBeTruthy();
    expect(columnNames()).toEqual([rav4.name, camry.name]);
    expect(window.location.pathname + window.location.search).toBe('/compare?cars=car-1,car-3');
    expect(stored()).toEqual(['car-1', 'car-3']);
    expect(screen.getByRole('status').textContent).toBe(
      `${corolla.name} removed from the comparison.`,
    );
    // the Corolla was the one that differed in year and colour
    expect(screen.getByRole('rowheader', { name: 'Year' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Colour' })).toBeTruthy();
    // focus moves on to a Remove button that is still there
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Remove ${rav4.name}` }),
    );
  });

  it('removing the last car leaves the empty page', () => {
    render(<CompareCars {...props({ cars: [rav4] })} />);
    expect(screen.getByText('Add another car to compare them side by side.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${rav4.name}` }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No cars to compare yet' })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(stored()).toEqual([]);
  });

  it('Clear all empties the page, the address and the stored list, and says how to add cars', () => {
    render(<CompareCars {...props({ unavailable: 1 })} />);
    expect(screen.getByText('1 car in this comparison is no longer available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/no longer available/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'No cars to compare yet' })).toBeTruthy();
    expect(screen.getByText(/Tick Compare on up to 4 cars in our stock/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search our stock' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(window.location.pathname + window.location.search).toBe('/compare');
    expect(stored()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Compare list cleared.');
    expect(document.activeElement?.textContent).toBe('No cars to compare yet');
  });

  it('offers to add a car while there is room, not at four', () => {
    render(<CompareCars {...props()} />);
    expect(screen.getByRole('link', { name: 'Add a car' }).getAttribute('href')).toBe('/search');
    cleanup();
    render(<CompareCars {...props({ cars: [rav4, corolla, camry, car(4, '2020 Mazda CX-5')] })} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Add a car' })).toBeNull();
  });

  it('with nothing named and nothing stored, says how to add cars', () => {
    window.history.replaceState(null, '', '/compare');
    render(<CompareCars {...props({ cars: [], fromAddress: false })} />);
    expect(screen.getByRole('heading', { name: 'No cars to compare yet' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/compare');
  });
});
