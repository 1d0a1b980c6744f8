import { beforeAll, describe, expect, it } from 'vitest';
import { request, SHARED_APP_PORTS, sharedApp } from './app-server';

// The valuation wizard's own calls against the built generic app: the registration lookup and
// the valuation save answer bad input with a 4xx and a message, a site that offers no such thing
// answers 404, and a found registration gives the vehicle.

// the generic app the files that only read pages and calls share (server-tests/shared-apps.ts)
const PORT = SHARED_APP_PORTS.generic;
const sc = `southern-cross-motors.localhost:${PORT}`;
const harbour = `harbour-city-cars.localhost:${PORT}`;

beforeAll(async () => {
  await sharedApp('generic');
});

const post = (host: string, url: string, body: string, headers: Record<string, string> = {}) =>
  request(PORT, host, 'POST', url, body, {
    'content-type': 'application/json',
    origin: `http://${host}`,
    ...headers,
  });

describe('POST /api/trade-in/lookup', () => {
  it('finds the vehicle on a registration and state', async () => {
    const answer = await post(sc, '/api/trade-in/lookup', '{"rego":"abc 123","regoState":"NSW"}');
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      vehicle: { make: 'Toyota', model: 'HiLux', badge: 'SR5' },
      source: 'demo-estimate',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 with a message for a registration it cannot find', async () => {
    const answer = await post(sc, '/api/trade-in/lookup', '{"rego":"NOTFOUND","regoState":"VIC"}');
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'rego_not_found' });
  });

  it.each([
    ['{"rego":"","regoState":"NSW"}', 400, 'rego'],
    ['{"rego":"ABC123","regoState":"XX"}', 400, 'regoState'],
    ['{"rego":"ABC123","regoState":"NSW","extra":1}', 400, 'body'],
    ['not json', 400, null],
  ])('answers %s with %i and a message', async (body, status, field) => {
    const answer = await post(sc, '/api/trade-in/lookup', body);
    expect(answer.status).toBe(status);
    const json = answer.json() as { message: string; fields?: Record<string, string> };
    expect(json.message.length).toBeGreaterThan(5);
    if (field && field !== 'body') expect(Object.keys(json.fields ?? {})).toContain(field);
  });

  it('refuses another origin and a body that is not JSON', async () => {
    const crossOrigin = await post(sc, '/api/trade-in/lookup', '{}', {
      origin: 'http://elsewhere.example',
    });
    expect(crossOrigin.status).toBe(403);
    const form = await post(sc, '/api/trade-in/lookup', 'rego=ABC123', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/miscellaneous (spec §7)', () => {
  it('answers 400 with a message for anything but a lead’s valuation', async () => {
    const other = await post(
      sc,
      '/api/miscellaneous',
      '{"column_name":"price","lead_id":"8d7f1c1e-2b5a-4c1e-9f3e-1a2b3c4d5e6f"}',
    );
    expect(other.status).toBe(400);
    expect(other.json()).toMatchObject({ message: 'Only the valuation can be saved.' });
    const noLead = await post(
      sc,
      '/api/miscellaneous',
      '{"column_name":"valuation","lead_id":"7"}',
    );
    expect(noLead.status).toBe(400);
  });

  it('answers 404 for a lead it has no valuation for', async () => {
    const answer = await post(
      sc,
      '/api/miscellaneous',
      '{"column_name":"valuation","lead_id":"8d7f1c1e-2b5a-4c1e-9f3e-1a2b3c4d5e6f"}',
    );
    expect(answer.status).toBe(404);
  });

  it('answers 404 on a site that does not save valuations', async () => {
    const answer = await post(
      harbour,
      '/api/miscellaneous',
      '{"column_name":"valuation","lead_id":"8d7f1c1e-2b5a-4c1e-9f3e-1a2b3c4d5e6f"}',
    );
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_offered' });
  });
});
