import { describe, expect, it } from 'vitest';
import { valuationServiceFromEnv } from './service-from-env';

const now = new Date('2026-06-15T02:00:00Z');

describe('valuationServiceFromEnv', () => {
  it('uses the embedded demo valuations when no valuation API is configured', async () => {
    const calls: string[] = [];
    const service = valuationServiceFromEnv(
      {},
      {
        now: () => now,
        fetch: (async (input: unknown) => {
          calls.push(String(input));
          return new Response('{}');
        }) as typeof fetch,
      },
    );
    expect(service.source).toBe('demo-estimate');
    await expect(service.lookupRego({ rego: 'ABC123', state: 'NSW' })).resolves.toMatchObject({
      make: 'Toyota',
      model: 'HiLux',
      year: 2022,
      source: 'demo-estimate',
    });
    expect(calls).toEqual([]);
  });

  it('uses the valuation API when its URL and key are set', async () => {
    const calls: { url: string; authorization: string | null }[] = [];
    const service = valuationServiceFromEnv(
      { VALUATION_API_URL: 'https://valuations.example.com.au/v1', VALUATION_API_KEY: 'k' },
      {
        fetch: (async (input: unknown, init?: RequestInit) => {
          calls.push({
            url: String(input),
            authorization: new Headers(init?.headers).get('authorization'),
          });
          return new Response(JSON.stringify({ tradeInValue: 21_000, currency: 'AUD' }), {
            headers: { 'content-type': 'application/json' },
          });
        }) as typeof fetch,
      },
    );
    expect(service.source).toBe('valuation-api');
    await expect(
      service.marketValue({ make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Touring' }),
    ).resolves.toBe(21_000);
    expect(calls).toEqual([
      { url: 'https://valuations.example.com.au/v1/valuations', authorization: 'Bearer k' },
    ]);
  });

  it('refuses half a configuration', () => {
    expect(() => valuationServiceFromEnv({ VALUATION_API_URL: 'https://v.example.com' })).toThrow(
      /VALUATION_API_KEY/,
    );
  });
});
