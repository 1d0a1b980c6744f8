import { describe, expect, it, vi } from 'vitest';
import {
  LOOKUP_ENDPOINT,
  lookupVehicle,
  MISCELLANEOUS_ENDPOINT,
  readTradeInResult,
  saveValuation,
} from './trade-in-client';

const hilux = {
  make: 'Toyota',
  model: 'HiLux',
  year: 2022,
  badge: 'SR5',
  body: 'Double Cab Pick Up',
  fuel: 'Diesel',
  transmission: '6 Speed Automatic',
};

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('lookupVehicle', () => {
  const query = { rego: 'ABC123', regoState: 'NSW' };

  it('posts the registration and reads the vehicle found', async () => {
    const fetchImpl = answering(200, { vehicle: hilux, source: 'demo-estimate' });
    expect(await lookupVehicle(query, fetchImpl)).toEqual({
      status: 'found',
      vehicle: hilux,
      source: 'demo-estimate',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(LOOKUP_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(query);
  });

  it('tells no vehicle on the registration from a lookup that is down', async () => {
    expect(await lookupVehicle(query, answering(404, { code: 'rego_not_found' }))).toEqual({
      status: 'not-found',
    });
    expect(await lookupVehicle(query, answering(502, { message: 'upstream' }))).toEqual({
      status: 'unavailable',
    });
    // an answer without a vehicle is no finding
    expect(await lookupVehicle(query, answering(200, { vehicle: { make: 'Toyota' } }))).toEqual({
      status: 'unavailable',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await lookupVehicle(query, offline)).toEqual({ status: 'unavailable' });
    warn.mockRestore();
  });

  it('gives the server’s field messages and its rate limit message back', async () => {
    const invalid = answering(400, {
      message: 'Please check the highlighted fields.',
      fields: { rego: 'A registration number is 1 to 9 letters and numbers, like ABC123.', n: 3 },
    });
    expect(await lookupVehicle(query, invalid)).toEqual({
      status: 'invalid',
      fields: { rego: 'A registration number is 1 to 9 letters and numbers, like ABC123.' },
      message: 'Please check the highlighted fields.',
    });
    expect(
      await lookupVehicle(query, answering(429, { message: 'Too many lookups. Try again soon.' })),
    ).toEqual({ status: 'limited', message: 'Too many lookups. Try again soon.' });
  });
});

describe('readTradeInResult', () => {
  it('reads the vehicle, the estimate and where they came from out of the lead’s answer', () => {
    const body = {
      lead_id: 'L1',
      trade_in: {
        vehicle: hilux,
        valuation: { low: 30000, estimate: 32000, high: 34000 },
        source: 'demo-estimate',
      },
    };
    expect(readTradeInResult('L1', body)).toEqual({
      leadId: 'L1',
      vehicle: hilux,
      valuation: { low: 30000, estimate: 32000, high: 34000 },
      source: 'demo-estimate',
    });
  });

  it('reads no estimate when the answer has none or a broken one', () => {
    expect(readTradeInResult('L2', {})).toEqual({
      leadId: 'L2',
      vehicle: null,
      valuation: null,
      source: 'valuation-api',
    });
    const broken = { trade_in: { vehicle: hilux, valuation: { low: 1, estimate: 'a lot' } } };
    expect(readTradeInResult('L3', broken).valuation).toBeNull();
  });
});

describe('saveValuation (spec §7 POST /api/miscellaneous)', () => {
  it('posts the lead’s valuation under column_name valuation', async () => {
    const fetchImpl = answering(200, { ok: true });
    const valuation = { low: 30000, estimate: 32000, high: 34000 };
    expect(await saveValuation('L1', valuation, fetchImpl)).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(MISCELLANEOUS_ENDPOINT);
    expect(JSON.parse(String(init.body))).toEqual({
      column_name: 'valuation',
      lead_id: 'L1',
      valuation,
    });
  });

  it('answers false when the server refuses or cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await saveValuation('L1', null, answering(500, {}))).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await saveValuation('L1', null, offline)).toBe(false);
    warn.mockRestore();
  });
});
