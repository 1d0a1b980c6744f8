import { describe, expect, it, vi } from 'vitest';
import {
  distanceAwayLabel,
  findNearestLocations,
  locationDetailsHref,
  NEAREST_LOCATIONS_FAILED_MESSAGE,
} from './nearest-locations-api';

describe('distanceAwayLabel', () => {
  it.each([
    [12.3, '12.3 km away'],
    [0, '0.0 km away'],
    [7, '7.0 km away'],
    [1234.5, '1,234.5 km away'],
  ])('%s km reads %j', (km, label) => {
    expect(distanceAwayLabel(km)).toBe(label);
  });
});

describe('locationDetailsHref', () => {
  it('links the location’s page under /our-location', () => {
    expect(locationDetailsHref('sunshine-toyota')).toBe('/our-location/sunshine-toyota');
    expect(locationDetailsHref('a/b')).toBe('/our-location/a%2Fb');
  });
});

describe('findNearestLocations', () => {
  const answering = (response: Response) => vi.fn<typeof fetch>(async () => response);

  it('keeps the locations it can read and gives a missing distance as none', async () => {
    const fetchImpl = answering(
      Response.json({
        postcode: '3000',
        locations: [
          {
            id: 1,
            slug: 'a',
            name: 'A',
            locationType: 'service',
            distanceKm: 2.5,
            address: { street: '1 Main St', city: 'Town', state: 'VIC', postcode: '3000' },
            phone: '03 9000 0000',
          },
          { id: 2, slug: 'b', name: 'B', address: {} },
          { id: 'x', slug: 'c', name: 'C', address: {} },
          null,
        ],
      }),
    );
    const result = await findNearestLocations({ postcode: '3000', type: 'service' }, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/api/locations/nearest?postcode=3000&type=service', {
      headers: { accept: 'application/json' },
    });
    expect(result).toEqual({
      status: 'found',
      postcode: '3000',
      locations: [
        {
          id: 1,
          slug: 'a',
          name: 'A',
          locationType: 'service',
          distanceKm: 2.5,
          address: { street: '1 Main St', city: 'Town', state: 'VIC', postcode: '3000' },
          phone: '03 9000 0000',
        },
        {
          id: 2,
          slug: 'b',
          name: 'B',
          locationType: 'sales',
          distanceKm: null,
          address: { street: '', city: '', state: '', postcode: '' },
          phone: '',
        },
      ],
    });
  });

  it.each([
    [400, { message: 'Invalid postcode. Please enter a 4-digit number.' }],
    [422, { message: 'Invalid postcode' }],
  ])('passes on the server’s message of a %s', async (status, body) => {
    const result = await findNearestLocations(
      { postcode: '0100' },
      answering(Response.json(body, { status })),
    );
    expect(result).toEqual({ status: 'invalid', message: body.message });
  });

  it.each([
    ['a server error', new Response('oops', { status: 500 })],
    ['a 404 page', new Response('<html>', { status: 404 })],
    ['a 400 with no message', Response.json({}, { status: 400 })],
    ['a 200 that is not an answer', Response.json({ hits: [] })],
  ])('fails on %s', async (_name, response) => {
    expect(await findNearestLocations({ postcode: '3000' }, answering(response))).toEqual({
      status: 'failed',
      message: NEAREST_LOCATIONS_FAILED_MESSAGE,
    });
  });
});
