import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTCODE_MESSAGE } from '../../../domain/lead-forms';
import { slugOf } from '../../../domain/slug';
import { VISITOR_DETAILS_KEY } from '../../leads/visitor-storage';
import { NEAREST_LOCATIONS_FAILED_MESSAGE, type NearestLocation } from '../nearest-locations-api';
import {
  NearestLocationFinder,
  type NearestLocationFinderProps,
  NO_LOCATIONS_MESSAGE,
} from './NearestLocationFinder';

const location = (
  id: number,
  name: string,
  distanceKm: number | null,
  over: Partial<NearestLocation> = {},
): NearestLocation => ({
  id,
  slug: slugOf(name),
  name,
  locationType: 'sales',
  distanceKm,
  address: { street: `${id} Main Street`, city: `Town ${id}`, state: 'VIC', postcode: '3000' },
  phone: '03 9000 0000',
  ...over,
});

const nearest = [
  location(4, 'Melbourne Sales', 1.2),
  location(1, 'Dandenong Service', 29.4, { locationType: 'service' }),
  location(2, 'Geelong Sales', 64.6),
  location(5, 'Unmapped Parts', null, { locationType: 'parts' }),
];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFinder(props: NearestLocationFinderProps = {}) {
  const user = userEvent.setup({ delay: null });
  render(<NearestLocationFinder {...props} />);
  const postcode = screen.getByRole<HTMLInputElement>('textbox', { name: 'Postcode' });
  const find = screen.getByRole('button', { name: 'Find nearest' });
  return { user, postcode, find };
}

const requestedUrl = (call = 0) => String(fetchMock.mock.calls[call]![0]);
const results = () => screen.getByRole('region', { name: /^Nearest to/ });
const items = () => within(results()).getAllByRole('listitem');

describe('NearestLocationFinder', () => {
  it('asks the server for the postcode and lists the locations nearest first', async () => {
    fetchMock.mockResolvedValue(Response.json({ postcode: '3000', locations: nearest }));
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '3000');
    await user.click(find);

    await screen.findByRole('heading', { name: 'Nearest to 3000' });
    expect(requestedUrl()).toBe('/api/locations/nearest?postcode=3000');
    expect(
      items().map((item) => within(item).getByText(/Sales|Service|Parts/).textContent),
    ).toEqual(['Melbourne Sales', 'Dandenong Service', 'Geelong Sales', 'Unmapped Parts']);
    const [first, , , last] = items();
    expect(within(first!).getByText('1.2 km away')).toBeTruthy();
    expect(within(first!).getByText('4 Main Street, Town 4 VIC 3000')).toBeTruthy();
    expect(
      within(first!).getByRole('link', { name: 'View Location Details' }).getAttribute('href'),
    ).toBe('/our-location/melbourne-sales');
    expect(within(last!).queryByText(/km away/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a distance to one decimal', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ postcode: '3000', locations: [location(9, 'Far Sales', 1234)] }),
    );
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '3000');
    await user.click(find);
    expect(await screen.findByText('1,234.0 km away')).toBeTruthy();
  });

  it('checks the postcode as the lead forms do, before asking the server', async () => {
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '300');
    await user.click(find);
    expect(await screen.findByText(POSTCODE_MESSAGE)).toBeTruthy();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the postcode to four digits', async () => {
    const { user, postcode } = renderFinder();
    await user.type(postcode, '3a0001');
    expect(postcode.value).toBe('3000');
  });

  it('shows Invalid postcode in an alert when the server cannot place it', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ postcode: '3000', locations: nearest }))
      .mockResolvedValueOnce(
        Response.json({ message: 'Invalid postcode', code: 'unknown_postcode' }, { status: 422 }),
      );
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '3000');
    await user.click(find);
    await screen.findByRole('heading', { name: 'Nearest to 3000' });

    await user.clear(postcode);
    await user.type(postcode, '0100');
    await user.click(find);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid postcode');
    expect(requestedUrl(1)).toBe('/api/locations/nearest?postcode=0100');
    // the last postcode's locations are not left beside the alert
    expect(screen.queryByRole('region', { name: /^Nearest to/ })).toBeNull();
  });

  it('shows the server’s message for a postcode it refuses', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: POSTCODE_MESSAGE, code: 'invalid_postcode' }, { status: 400 }),
    );
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '3000');
    await user.click(find);
    expect((await screen.findByRole('alert')).textContent).toContain(POSTCODE_MESSAGE);
  });

  it.each([
    ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    [
      'the server fails',
      () => fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 })),
    ],
  ])('says it could not look up when %s', async (_name, arrange) => {
    arrange();
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '3000');
    await user.click(find);
    expect((await screen.findByRole('alert')).textContent).toContain(
      NEAREST_LOCATIONS_FAILED_MESSAGE,
    );
  });

  it('asks for one type of location and shows at most the limit', async () => {
    fetchMock.mockResolvedValue(Response.json({ postcode: '3000', locations: nearest }));
    const { user, postcode, find } = renderFinder({ type: 'service', limit: 2 });
    await user.type(postcode, '3000');
    await user.click(find);
    await screen.findByRole('heading', { name: 'Nearest to 3000' });
    expect(requestedUrl()).toBe('/api/locations/nearest?postcode=3000&type=service');
    expect(items()).toHaveLength(2);
  });

  it('says so when the site has no location to show', async () => {
    fetchMock.mockResolvedValue(Response.json({ postcode: '3000', locations: [] }));
    const { user, postcode, find } = renderFinder();
    await user.type(postcode, '3000');
    await user.click(find);
    expect(await screen.findByText(NO_LOCATIONS_MESSAGE)).toBeTruthy();
  });

  it('starts from the postcode the shopper gave a form before', async () => {
    window.localStorage.setItem(VISITOR_DETAILS_KEY, JSON.stringify({ postcode: '2000' }));
    const { postcode } = renderFinder();
    await waitFor(() => expect(postcode.value).toBe('2000'));
  });
});
