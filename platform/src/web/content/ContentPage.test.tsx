import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSiteBySlug, type LocationsBlock } from '@dealer/site-config';
import { generateDemoData } from '../../demo';
import { locationsBlockPlaces } from '../../domain/locations';
import { contentPageAt } from './content-pages';
import { ContentPage } from './ContentPage';

// A content page with the spec §2 locations blocks, as the server renders it from the demo
// locations: Swan Valley Toyota's Diamond Advantage page names its service centres (several
// places: a grid of dark cards) and where to collect a car (one place: its details and hours).

const now = new Date('2026-11-24T01:00:00Z');
const site = getSiteBySlug('swan-valley-toyota')!;
const { locations } = generateDemoData(site, { now });

function renderPage(path: string) {
  const page = contentPageAt(site, path)!;
  const places = new Map(
    page.blocks.flatMap((block, index) =>
      block.kind === 'locations' ? [[index, locationsBlockPlaces(locations, block)] as const] : [],
    ),
  );
  render(<ContentPage page={page} locations={{ site, places, now }} />);
  return page;
}

afterEach(cleanup);

describe('a content page with locations blocks', () => {
  it('shows several places as a grid of the dark cards, each to its place page', () => {
    renderPage('/diamond-advantage');
    const section = screen.getByRole('region', { name: 'Our service centres' });
    const grid = within(section).getByRole('list', { name: 'Our service centres' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Swan Valley Toyota Midland', 'Swan Valley Toyota Morley']);
    expect(grid.querySelectorAll('[data-variant="dark"]')).toHaveLength(2);
    expect(
      within(grid)
        .getAllByRole('link', { name: /View Details/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/our-location/swan-valley-toyota-midland',
      '/our-location/swan-valley-toyota-morley',
    ]);
  });

  it('shows one place with its details and hours, and a way to its page', () => {
    renderPage('/diamond-advantage');
    const section = screen.getByRole('region', { name: 'Collect your vehicle' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Location details' }),
    ).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Opening hours' })).toBeTruthy();
    expect(within(section).getByText('190 Great Eastern Highway')).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: 'View Swan Valley Toyota Midland' })
        .getAttribute('href'),
    ).toBe('/our-location/swan-valley-toyota-midland');
  });

  it('shows nothing for a filter that picks no location', () => {
    const block: LocationsBlock = {
      kind: 'locations',
      heading: 'Nowhere',
      filter: 99_999,
      manufacturers: [],
      subtypes: [],
      exclude: [],
      selected: [],
      variant: 'standard',
    };
    const page = { path: '/pages/x', title: 'X', description: 'x', blocks: [block] };
    render(
      <ContentPage
        page={page}
        locations={{ site, places: new Map([[0, locationsBlockPlaces(locations, block)]]), now }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Nowhere' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'X' })).toBeTruthy();
  });
});
