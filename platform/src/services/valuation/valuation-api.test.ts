import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import recordings from './valuation-api.recordings.json';
import {
  DEFAULT_VALUATION_TIMEOUT_MS,
  valuationApiConfigFromEnv,
  valuationApiService,
  type ValuationApiConfig,
} from './valuation-api';
import { ValuationError, type ValuationService } from './valuation-service';

// The production adapter against recorded answers of the valuation API (the JSON beside this
// test): an injected fetch replays them, so each test sees the exact request the adapter sent.

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
interface Recording {
  name: string;
  request: RecordedRequest;
  response: { status: number; headers: Record<string, string>; body: unknown };
}

const recorded = recordings as Recording[];

const config: ValuationApiConfig = {
  url: 'https://valuations.example.com.au/v1',
  apiKey: 'test-valuation-key',
  timeoutMs: 8_000,
};

/** A fetch that answers from the recordings and keeps what was sent. */
function replay() {
  const sent: (RecordedRequest & { signal: AbortSignal | null })[] = [];
  const fetchImpl = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
    };
    sent.push({ ...request, signal: init?.signal ?? null });
    const match = recorded.find(
      (r) =>
        r.request.method === request.method &&
        r.request.url === request.url &&
        isDeepStrictEqual(r.request.body, request.body),
    );
    if (!match) throw new Error(`No recording of ${request.method} ${request.url}`);
    return new Response(JSON.stringify(match.response.body), {
      status: match.response.status,
      headers: match.response.headers,
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, sent };
}

function recording(name: string): Recording {
  const found = recorded.find((r) => r.name === name);
  if (!found) throw new Error(`No recording named '${name}'`);
  return found;
}

type Call = (service: ValuationService) => Promise<unknown>;

const answered: [name: string, call: Call, expected: unknown][] = [
  [
    'a registration with a vehicle on it',
    (s) => s.lookupRego({ rego: 'ABC123', state: 'NSW' }),
    {
      make: 'Toyota',
      model: 'HiLux',
      year: 2022,
      badge: 'SR5',
      body: 'Double Cab Pick Up',
      fuel: 'Diesel',
      transmission: '6 Speed Automatic',
      source: 'valuation-api',
    },
  ],
  [
    'a registration with a vehicle that has no badge',
    (s) => s.lookupRego({ rego: 'VAN123', state: 'QLD' }),
    {
      make: 'Jayco',
      model: 'Journey',
      year: 2023,
      badge: null,
      body: 'Caravan',
      fuel: 'Not Applicable',
      transmission: 'Not Applicable',
      source: 'valuation-api',
    },
  ],
  [
    'a registration with no vehicle on it',
    (s) => s.lookupRego({ rego: 'NOTFOUND', state: 'WA' }),
    null,
  ],
  [
    'a valuation',
    (s) => s.marketValue({ make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5' }),
    30_650, // $30,650.40 to the dollar
  ],
  [
    'a vehicle the service has no value for',
    (s) => s.marketValue({ make: 'Holden', model: 'Kingswood', year: 1975, badge: null }),
    null,
  ],
  [
    'a make and model the service does not know',
    (s) => s.marketValue({ make: 'Trabant', model: '601', year: 1988, badge: null }),
    null,
  ],
];

const refused: [name: string, call: Call, code: string, message: string][] = [
  [
    'the service down for maintenance',
    (s) => s.lookupRego({ rego: 'OLD123', state: 'VIC' }),
    'refused',
    'The valuation service answered 503.',
  ],
  [
    'an answer in another shape',
    (s) => s.lookupRego({ rego: 'HIGHKM1', state: 'QLD' }),
    'unreadable',
    'The valuation service’s answer was not in the agreed shape.',
  ],
  [
    'a key the service has revoked',
    (s) => s.marketValue({ make: 'Mazda', model: 'CX-5', year: 2012, badge: 'Maxx' }),
    'refused',
    'The valuation service answered 401.',
  ],
];

describe('valuation API adapter (recorded answers)', () => {
  it.each(answered)(
    '%s: sends the recorded request and reads the answer',
    async (name, call, expected) => {
      const { fetch, sent } = replay();
      const service = valuationApiService(config, fetch);
      expect(service.source).toBe('valuation-api');
      await expect(call(service)).resolves.toEqual(expected);
      expect(sent).toHaveLength(1);
      const { signal, ...request } = sent[0]!;
      expect(request).toEqual(recording(name).request);
      expect(signal).toBeInstanceOf(AbortSignal);
    },
  );

  it.each(refused)('%s: a clear error', async (name, call, code, message) => {
    const { fetch, sent } = replay();
    const error = await call(valuationApiService(config, fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValuationError);
    expect(error).toMatchObject({ name: 'ValuationError', code, message });
    const { signal: _signal, ...request } = sent[0]!;
    expect(request).toEqual(recording(name).request);
  });

  it('replays every recording', () => {
    expect([...answered, ...refused].map(([name]) => name).sort()).toEqual(
      recorded.map((r) => r.name).sort(),
    );
  });

  it('joins a base URL written with a trailing slash', async () => {
    const { fetch, sent } = replay();
    await valuationApiService({ ...config, url: `${config.url}/` }, fetch).lookupRego({
      rego: 'ABC123',
      state: 'NSW',
    });
    expect(sent[0]?.url).toBe('https://valuations.example.com.au/v1/registrations/NSW/ABC123');
  });

  it('gives up when the service does not answer in time', async () => {
    const neverAnswers = ((_input: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const service = valuationApiService({ ...config, timeoutMs: 30 }, neverAnswers);
    const error = await service.lookupRego({ rego: 'ABC123', state: 'NSW' }).catch((e) => e);
    expect(error).toBeInstanceOf(ValuationError);
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'The valuation service did not answer within 30 ms.',
    });
  });

  it('says so in seconds when the timeout is a second or more', async () => {
    const timedOut = (() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))) as typeof fetch;
    const error = await valuationApiService(config, timedOut)
      .marketValue({ make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5' })
      .catch((e) => e);
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'The valuation service did not answer within 8 seconds.',
    });
  });

  it('reports a service it cannot reach', async () => {
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const error = await valuationApiService(config, offline)
      .lookupRego({ rego: 'ABC123', state: 'NSW' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValuationError);
    expect(error).toMatchObject({
      code: 'unreachable',
      message: 'The valuation service could not be reached.',
    });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('reports an answer that is not JSON', async () => {
    const html = (async () =>
      new Response('<html>Bad gateway</html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      })) as typeof fetch;
    const error = await valuationApiService(config, html)
      .lookupRego({ rego: 'ABC123', state: 'NSW' })
      .catch((e) => e);
    expect(error).toMatchObject({
      code: 'unreadable',
      message: 'The valuation service’s answer was not JSON.',
    });
  });
});

describe('valuation API configuration', () => {
  const url = 'https://valuations.example.com.au/v1';
  it.each<[string, Record<string, string>, ValuationApiConfig | null | RegExp]>([
    ['nothing set: the embedded demo valuations', {}, null],
    [
      'the URL and key',
      { VALUATION_API_URL: url, VALUATION_API_KEY: 'k' },
      { url, apiKey: 'k', timeoutMs: DEFAULT_VALUATION_TIMEOUT_MS },
    ],
    [
      'a timeout',
      { VALUATION_API_URL: url, VALUATION_API_KEY: 'k', VALUATION_API_TIMEOUT_MS: '2500' },
      { url, apiKey: 'k', timeoutMs: 2_500 },
    ],
    ['a URL without a key', { VALUATION_API_URL: url }, /VALUATION_API_KEY/],
    ['a key without a URL', { VALUATION_API_KEY: 'k' }, /VALUATION_API_URL/],
    ['a URL that is no URL', { VALUATION_API_URL: 'valuations', VALUATION_API_KEY: 'k' }, /http/],
    [
      'a timeout that is no number',
      { VALUATION_API_URL: url, VALUATION_API_KEY: 'k', VALUATION_API_TIMEOUT_MS: 'soon' },
      /VALUATION_API_TIMEOUT_MS/,
    ],
  ])('%s', (_name, env, expected) => {
    if (expected instanceof RegExp) expect(() => valuationApiConfigFromEnv(env)).toThrow(expected);
    else expect(valuationApiConfigFromEnv(env)).toEqual(expected);
  });
});
